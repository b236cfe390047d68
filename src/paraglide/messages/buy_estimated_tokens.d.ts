/**
* | output |
* | --- |
* | "Estimated tokens" |
*
* @param {Buy_Estimated_TokensInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const buy_estimated_tokens: ((inputs?: Buy_Estimated_TokensInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Buy_Estimated_TokensInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Buy_Estimated_TokensInputs = {};
