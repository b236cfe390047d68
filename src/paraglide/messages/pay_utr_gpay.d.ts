/**
* | output |
* | --- |
* | "open the payment from your activity: UPI transaction ID." |
*
* @param {Pay_Utr_GpayInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const pay_utr_gpay: ((inputs?: Pay_Utr_GpayInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Pay_Utr_GpayInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Pay_Utr_GpayInputs = {};
