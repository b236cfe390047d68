/**
* | output |
* | --- |
* | "The token symbol {symbol} is already taken." |
*
* @param {Error_Token_Symbol_TakenInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const error_token_symbol_taken: ((inputs: Error_Token_Symbol_TakenInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Error_Token_Symbol_TakenInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Error_Token_Symbol_TakenInputs = {
    symbol: NonNullable<unknown>;
};
