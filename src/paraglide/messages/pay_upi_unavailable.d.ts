/**
* | output |
* | --- |
* | "UPI payment details are not available." |
*
* @param {Pay_Upi_UnavailableInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const pay_upi_unavailable: ((inputs?: Pay_Upi_UnavailableInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Pay_Upi_UnavailableInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Pay_Upi_UnavailableInputs = {};
