/**
* | output |
* | --- |
* | "Mobile" |
*
* @param {History_Ledger_MobileInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const history_ledger_mobile: ((inputs?: History_Ledger_MobileInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<History_Ledger_MobileInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type History_Ledger_MobileInputs = {};
