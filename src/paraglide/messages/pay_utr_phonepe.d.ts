/**
* | output |
* | --- |
* | "History, open the payment: UTR." |
*
* @param {Pay_Utr_PhonepeInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const pay_utr_phonepe: ((inputs?: Pay_Utr_PhonepeInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Pay_Utr_PhonepeInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Pay_Utr_PhonepeInputs = {};
