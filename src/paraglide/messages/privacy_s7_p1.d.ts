/**
* | output |
* | --- |
* | "If we change this policy we will publish the new version on this page. Where a change affects how we use data you already gave us, we will ask for your conse..." |
*
* @param {Privacy_S7_P1Inputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const privacy_s7_p1: ((inputs?: Privacy_S7_P1Inputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Privacy_S7_P1Inputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Privacy_S7_P1Inputs = {};
