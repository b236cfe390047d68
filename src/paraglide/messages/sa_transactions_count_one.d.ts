/**
* | output |
* | --- |
* | "1 purchase" |
*
* @param {Sa_Transactions_Count_OneInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const sa_transactions_count_one: ((inputs?: Sa_Transactions_Count_OneInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Sa_Transactions_Count_OneInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Sa_Transactions_Count_OneInputs = {};
