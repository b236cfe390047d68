/**
* | output |
* | --- |
* | "To prevent fraud and misuse, for example by refusing a UTR that was already used for another payment." |
*
* @param {Privacy_S2_Item5Inputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const privacy_s2_item5: ((inputs?: Privacy_S2_Item5Inputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Privacy_S2_Item5Inputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Privacy_S2_Item5Inputs = {};
