/**
* | output |
* | --- |
* | "UPI QR code to pay {amount}" |
*
* @param {Pay_Qr_TitleInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const pay_qr_title: ((inputs: Pay_Qr_TitleInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Pay_Qr_TitleInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Pay_Qr_TitleInputs = {
    amount: NonNullable<unknown>;
};
