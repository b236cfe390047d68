/**
* | output |
* | --- |
* | "Txn No." |
*
* @param {History_Ledger_TxnInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const history_ledger_txn: ((inputs?: History_Ledger_TxnInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<History_Ledger_TxnInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type History_Ledger_TxnInputs = {};
