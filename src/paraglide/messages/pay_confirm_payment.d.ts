/**
* | output |
* | --- |
* | "Confirm Payment" |
*
* @param {Pay_Confirm_PaymentInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const pay_confirm_payment: ((inputs?: Pay_Confirm_PaymentInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Pay_Confirm_PaymentInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Pay_Confirm_PaymentInputs = {};
