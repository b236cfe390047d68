/**
* | output |
* | --- |
* | "Purchase History" |
*
* @param {Admin_Purchases_HistoryInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const admin_purchases_history: ((inputs?: Admin_Purchases_HistoryInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Purchases_HistoryInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Admin_Purchases_HistoryInputs = {};
