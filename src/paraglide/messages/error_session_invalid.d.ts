/**
* | output |
* | --- |
* | "Your session is not valid. Please log in again." |
*
* @param {Error_Session_InvalidInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const error_session_invalid: ((inputs?: Error_Session_InvalidInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Error_Session_InvalidInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Error_Session_InvalidInputs = {};
