/**
* | output |
* | --- |
* | "Back to Login" |
*
* @param {Reset_Back_To_LoginInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const reset_back_to_login: ((inputs?: Reset_Back_To_LoginInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Reset_Back_To_LoginInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Reset_Back_To_LoginInputs = {};
