/**
* | output |
* | --- |
* | "Account details: your name, email address, mobile number, date of birth, pincode and gender." |
*
* @param {Privacy_S1_Item1Inputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const privacy_s1_item1: ((inputs?: Privacy_S1_Item1Inputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Privacy_S1_Item1Inputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Privacy_S1_Item1Inputs = {};
