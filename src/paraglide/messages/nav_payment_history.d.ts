/**
* | output |
* | --- |
* | "Payment History" |
*
* @param {Nav_Payment_HistoryInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const nav_payment_history: ((inputs?: Nav_Payment_HistoryInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Nav_Payment_HistoryInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Nav_Payment_HistoryInputs = {};
