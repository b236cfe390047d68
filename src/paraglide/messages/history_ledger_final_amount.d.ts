/**
* | output |
* | --- |
* | "Final Amount" |
*
* @param {History_Ledger_Final_AmountInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const history_ledger_final_amount: ((inputs?: History_Ledger_Final_AmountInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<History_Ledger_Final_AmountInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type History_Ledger_Final_AmountInputs = {};
