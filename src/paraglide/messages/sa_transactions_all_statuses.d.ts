/**
* | output |
* | --- |
* | "All Statuses" |
*
* @param {Sa_Transactions_All_StatusesInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const sa_transactions_all_statuses: ((inputs?: Sa_Transactions_All_StatusesInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Sa_Transactions_All_StatusesInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Sa_Transactions_All_StatusesInputs = {};
