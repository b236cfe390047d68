/**
* | output |
* | --- |
* | "To create and secure your account and to confirm your email and mobile with one-time codes." |
*
* @param {Privacy_S2_Item1Inputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const privacy_s2_item1: ((inputs?: Privacy_S2_Item1Inputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Privacy_S2_Item1Inputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Privacy_S2_Item1Inputs = {};
