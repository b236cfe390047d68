/**
* | output |
* | --- |
* | "Token price" |
*
* @param {Dash_Token_PriceInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const dash_token_price: ((inputs?: Dash_Token_PriceInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Dash_Token_PriceInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Dash_Token_PriceInputs = {};
