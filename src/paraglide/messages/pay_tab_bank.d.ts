/**
* | output |
* | --- |
* | "Banking" |
*
* @param {Pay_Tab_BankInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const pay_tab_bank: ((inputs?: Pay_Tab_BankInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Pay_Tab_BankInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Pay_Tab_BankInputs = {};
