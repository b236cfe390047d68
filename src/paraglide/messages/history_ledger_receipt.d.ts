/**
* | output |
* | --- |
* | "Receipt" |
*
* @param {History_Ledger_ReceiptInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const history_ledger_receipt: ((inputs?: History_Ledger_ReceiptInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<History_Ledger_ReceiptInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type History_Ledger_ReceiptInputs = {};
