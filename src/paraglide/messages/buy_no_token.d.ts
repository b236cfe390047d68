/**
* | output |
* | --- |
* | "No token selected." |
*
* @param {Buy_No_TokenInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const buy_no_token: ((inputs?: Buy_No_TokenInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Buy_No_TokenInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Buy_No_TokenInputs = {};
