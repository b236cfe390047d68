/**
* | output |
* | --- |
* | "Your session has expired. Please log in again." |
*
* @param {Error_Session_ExpiredInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const error_session_expired: ((inputs?: Error_Session_ExpiredInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Error_Session_ExpiredInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Error_Session_ExpiredInputs = {};
