/**
* | output |
* | --- |
* | "Invalid code." |
*
* @param {Error_Code_InvalidInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const error_code_invalid: ((inputs?: Error_Code_InvalidInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Error_Code_InvalidInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Error_Code_InvalidInputs = {};
