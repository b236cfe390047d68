/**
* | output |
* | --- |
* | "tokens" |
*
* @param {Buy_Tokens_WordInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const buy_tokens_word: ((inputs?: Buy_Tokens_WordInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Buy_Tokens_WordInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Buy_Tokens_WordInputs = {};
