/**
* | output |
* | --- |
* | "Referral link" |
*
* @param {Refer_Link_LabelInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const refer_link_label: ((inputs?: Refer_Link_LabelInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Refer_Link_LabelInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Refer_Link_LabelInputs = {};
