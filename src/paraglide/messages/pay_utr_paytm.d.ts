/**
* | output |
* | --- |
* | "Balance & History, open the payment: UPI Ref. No." |
*
* @param {Pay_Utr_PaytmInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const pay_utr_paytm: ((inputs?: Pay_Utr_PaytmInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Pay_Utr_PaytmInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Pay_Utr_PaytmInputs = {};
