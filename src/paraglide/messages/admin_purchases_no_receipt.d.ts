/**
* | output |
* | --- |
* | "No receipt was uploaded." |
*
* @param {Admin_Purchases_No_ReceiptInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const admin_purchases_no_receipt: ((inputs?: Admin_Purchases_No_ReceiptInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Purchases_No_ReceiptInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Admin_Purchases_No_ReceiptInputs = {};
