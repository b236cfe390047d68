/**
* | output |
* | --- |
* | "The request body is not valid JSON." |
*
* @param {Error_Malformed_JsonInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const error_malformed_json: ((inputs?: Error_Malformed_JsonInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Error_Malformed_JsonInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Error_Malformed_JsonInputs = {};
