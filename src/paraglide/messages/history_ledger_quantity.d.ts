/**
* | output |
* | --- |
* | "Quantity" |
*
* @param {History_Ledger_QuantityInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const history_ledger_quantity: ((inputs?: History_Ledger_QuantityInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<History_Ledger_QuantityInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type History_Ledger_QuantityInputs = {};
