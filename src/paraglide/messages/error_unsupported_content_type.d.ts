/**
* | output |
* | --- |
* | "This content type is not supported." |
*
* @param {Error_Unsupported_Content_TypeInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const error_unsupported_content_type: ((inputs?: Error_Unsupported_Content_TypeInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Error_Unsupported_Content_TypeInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Error_Unsupported_Content_TypeInputs = {};
