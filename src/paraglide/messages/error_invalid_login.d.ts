/**
* | output |
* | --- |
* | "Invalid email or password." |
*
* @param {Error_Invalid_LoginInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const error_invalid_login: ((inputs?: Error_Invalid_LoginInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Error_Invalid_LoginInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Error_Invalid_LoginInputs = {};
