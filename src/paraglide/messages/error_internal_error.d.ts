/**
* | output |
* | --- |
* | "Something went wrong. Please try again." |
*
* @param {Error_Internal_ErrorInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const error_internal_error: ((inputs?: Error_Internal_ErrorInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Error_Internal_ErrorInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Error_Internal_ErrorInputs = {};
