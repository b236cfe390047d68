/**
* | output |
* | --- |
* | "Failed to fetch transactions" |
*
* @param {Sa_Transactions_Fetch_FailedInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const sa_transactions_fetch_failed: ((inputs?: Sa_Transactions_Fetch_FailedInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Sa_Transactions_Fetch_FailedInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Sa_Transactions_Fetch_FailedInputs = {};
