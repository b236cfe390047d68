/**
* | output |
* | --- |
* | "Please enter a valid UTR (12 digits) or transaction number (16 to 22 letters or digits)." |
*
* @param {Pay_Utr_InvalidInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const pay_utr_invalid: ((inputs?: Pay_Utr_InvalidInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Pay_Utr_InvalidInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Pay_Utr_InvalidInputs = {};
