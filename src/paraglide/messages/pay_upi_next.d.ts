/**
* | output |
* | --- |
* | "After paying in your UPI app, press PAY to submit the UTR (the UPI reference number)." |
*
* @param {Pay_Upi_NextInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const pay_upi_next: ((inputs?: Pay_Upi_NextInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Pay_Upi_NextInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Pay_Upi_NextInputs = {};
