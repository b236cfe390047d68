/**
* | output |
* | --- |
* | "The token price must be greater than 0." |
*
* @param {Error_Token_Price_Not_PositiveInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const error_token_price_not_positive: ((inputs?: Error_Token_Price_Not_PositiveInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Error_Token_Price_Not_PositiveInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Error_Token_Price_Not_PositiveInputs = {};
