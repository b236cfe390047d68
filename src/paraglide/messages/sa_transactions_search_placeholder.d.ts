/**
* | output |
* | --- |
* | "Order no., name, mobile, user ID, method or UTR" |
*
* @param {Sa_Transactions_Search_PlaceholderInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const sa_transactions_search_placeholder: ((inputs?: Sa_Transactions_Search_PlaceholderInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Sa_Transactions_Search_PlaceholderInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Sa_Transactions_Search_PlaceholderInputs = {};
