/**
* | output |
* | --- |
* | "We keep your account for as long as it is active. Purchase and payment records are kept for as long as Indian tax and accounting law requires, which is usual..." |
*
* @param {Privacy_S5_P1Inputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const privacy_s5_p1: ((inputs?: Privacy_S5_P1Inputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Privacy_S5_P1Inputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Privacy_S5_P1Inputs = {};
