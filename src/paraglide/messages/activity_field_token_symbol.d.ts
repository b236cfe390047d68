/**
* | output |
* | --- |
* | "Token symbol" |
*
* @param {Activity_Field_Token_SymbolInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const activity_field_token_symbol: ((inputs?: Activity_Field_Token_SymbolInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Activity_Field_Token_SymbolInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Activity_Field_Token_SymbolInputs = {};
