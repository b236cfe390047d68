/**
* | output |
* | --- |
* | "Symbol must be 2 to 10 capital letters or digits, starting with a letter" |
*
* @param {Sa_Companies_Rule_SymbolInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const sa_companies_rule_symbol: ((inputs?: Sa_Companies_Rule_SymbolInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Sa_Companies_Rule_SymbolInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Sa_Companies_Rule_SymbolInputs = {};
