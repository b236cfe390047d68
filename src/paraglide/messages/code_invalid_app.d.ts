/**
* | output |
* | --- |
* | "Enter the 6-digit code from your authenticator app." |
*
* @param {Code_Invalid_AppInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const code_invalid_app: ((inputs?: Code_Invalid_AppInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Code_Invalid_AppInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Code_Invalid_AppInputs = {};
