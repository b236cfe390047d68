/**
* | output |
* | --- |
* | "referral link" |
*
* @param {Refer_Link_Copy_LabelInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const refer_link_copy_label: ((inputs?: Refer_Link_Copy_LabelInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Refer_Link_Copy_LabelInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Refer_Link_Copy_LabelInputs = {};
