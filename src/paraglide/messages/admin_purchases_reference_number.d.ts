/**
* | output |
* | --- |
* | "Transaction Reference Number:" |
*
* @param {Admin_Purchases_Reference_NumberInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const admin_purchases_reference_number: ((inputs?: Admin_Purchases_Reference_NumberInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Purchases_Reference_NumberInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Admin_Purchases_Reference_NumberInputs = {};
