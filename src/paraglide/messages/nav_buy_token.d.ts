/**
* | output |
* | --- |
* | "Buy Token" |
*
* @param {Nav_Buy_TokenInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const nav_buy_token: ((inputs?: Nav_Buy_TokenInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Nav_Buy_TokenInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Nav_Buy_TokenInputs = {};
