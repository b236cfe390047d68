/**
* | output |
* | --- |
* | "All Companies" |
*
* @param {Sa_Transactions_All_CompaniesInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const sa_transactions_all_companies: ((inputs?: Sa_Transactions_All_CompaniesInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Sa_Transactions_All_CompaniesInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Sa_Transactions_All_CompaniesInputs = {};
