/**
* | output |
* | --- |
* | "We do not sell your personal data and we do not use it for advertising." |
*
* @param {Privacy_S2_P1Inputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const privacy_s2_p1: ((inputs?: Privacy_S2_P1Inputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Privacy_S2_P1Inputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Privacy_S2_P1Inputs = {};
