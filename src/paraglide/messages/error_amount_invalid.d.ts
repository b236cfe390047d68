/**
* | output |
* | --- |
* | "Please enter a valid amount." |
*
* @param {Error_Amount_InvalidInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const error_amount_invalid: ((inputs?: Error_Amount_InvalidInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Error_Amount_InvalidInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Error_Amount_InvalidInputs = {};
