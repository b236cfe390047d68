/**
* | output |
* | --- |
* | "Token Symbol" |
*
* @param {Sa_Companies_Token_SymbolInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const sa_companies_token_symbol: ((inputs?: Sa_Companies_Token_SymbolInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Sa_Companies_Token_SymbolInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Sa_Companies_Token_SymbolInputs = {};
