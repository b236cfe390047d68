/**
* | output |
* | --- |
* | "The request length is not valid." |
*
* @param {Error_Invalid_Content_LengthInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const error_invalid_content_length: ((inputs?: Error_Invalid_Content_LengthInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Error_Invalid_Content_LengthInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Error_Invalid_Content_LengthInputs = {};
