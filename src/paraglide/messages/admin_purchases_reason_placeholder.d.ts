/**
* | output |
* | --- |
* | "e.g. No payment with this UTR reached our account." |
*
* @param {Admin_Purchases_Reason_PlaceholderInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const admin_purchases_reason_placeholder: ((inputs?: Admin_Purchases_Reason_PlaceholderInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Purchases_Reason_PlaceholderInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Admin_Purchases_Reason_PlaceholderInputs = {};
