/**
* | output |
* | --- |
* | "Transaction ID" |
*
* @param {History_Col_Transaction_IdInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const history_col_transaction_id: ((inputs?: History_Col_Transaction_IdInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<History_Col_Transaction_IdInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type History_Col_Transaction_IdInputs = {};
