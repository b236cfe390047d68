/**
* | output |
* | --- |
* | "A profile picture, if you upload one." |
*
* @param {Privacy_S1_Item3Inputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const privacy_s1_item3: ((inputs?: Privacy_S1_Item3Inputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Privacy_S1_Item3Inputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Privacy_S1_Item3Inputs = {};
