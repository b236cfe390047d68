/**
* | output |
* | --- |
* | "Sl.No" |
*
* @param {History_Ledger_SerialInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const history_ledger_serial: ((inputs?: History_Ledger_SerialInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<History_Ledger_SerialInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type History_Ledger_SerialInputs = {};
