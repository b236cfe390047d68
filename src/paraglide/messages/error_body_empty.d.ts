/**
* | output |
* | --- |
* | "The request body is empty." |
*
* @param {Error_Body_EmptyInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const error_body_empty: ((inputs?: Error_Body_EmptyInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Error_Body_EmptyInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Error_Body_EmptyInputs = {};
