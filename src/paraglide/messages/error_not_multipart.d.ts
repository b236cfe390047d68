/**
* | output |
* | --- |
* | "The request is not multipart." |
*
* @param {Error_Not_MultipartInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const error_not_multipart: ((inputs?: Error_Not_MultipartInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Error_Not_MultipartInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Error_Not_MultipartInputs = {};
