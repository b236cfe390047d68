/**
* | output |
* | --- |
* | "Referred members pages" |
*
* @param {Refer_Pages_LabelInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const refer_pages_label: ((inputs?: Refer_Pages_LabelInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Refer_Pages_LabelInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Refer_Pages_LabelInputs = {};
