/**
* | output |
* | --- |
* | "Identity details you give for KYC, such as your Aadhaar number. We store it encrypted and show only its last four digits." |
*
* @param {Privacy_S1_Item2Inputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const privacy_s1_item2: ((inputs?: Privacy_S1_Item2Inputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Privacy_S1_Item2Inputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Privacy_S1_Item2Inputs = {};
