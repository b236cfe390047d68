/**
* | output |
* | --- |
* | "1,000+ purchases" |
*
* @param {Sa_Transactions_Count_CappedInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const sa_transactions_count_capped: ((inputs?: Sa_Transactions_Count_CappedInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Sa_Transactions_Count_CappedInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Sa_Transactions_Count_CappedInputs = {};
