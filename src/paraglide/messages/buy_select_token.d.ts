/**
* | output |
* | --- |
* | "Please select a token to proceed." |
*
* @param {Buy_Select_TokenInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const buy_select_token: ((inputs?: Buy_Select_TokenInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Buy_Select_TokenInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Buy_Select_TokenInputs = {};
