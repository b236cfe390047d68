/**
* | output |
* | --- |
* | "Price per token:" |
*
* @param {Buy_Price_Per_TokenInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const buy_price_per_token: ((inputs?: Buy_Price_Per_TokenInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Buy_Price_Per_TokenInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Buy_Price_Per_TokenInputs = {};
