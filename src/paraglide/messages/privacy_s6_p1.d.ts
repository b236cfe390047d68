/**
* | output |
* | --- |
* | "You may ask for a summary of the personal data we hold about you, ask us to correct or complete it, ask us to erase data we no longer need, and withdraw cons..." |
*
* @param {Privacy_S6_P1Inputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const privacy_s6_p1: ((inputs?: Privacy_S6_P1Inputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Privacy_S6_P1Inputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Privacy_S6_P1Inputs = {};
