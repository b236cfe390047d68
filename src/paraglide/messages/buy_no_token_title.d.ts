/**
* | output |
* | --- |
* | "No token" |
*
* @param {Buy_No_Token_TitleInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const buy_no_token_title: ((inputs?: Buy_No_Token_TitleInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Buy_No_Token_TitleInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Buy_No_Token_TitleInputs = {};
