/**
* | output |
* | --- |
* | "Please log in to continue." |
*
* @param {Error_Not_Logged_InInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const error_not_logged_in: ((inputs?: Error_Not_Logged_InInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Error_Not_Logged_InInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Error_Not_Logged_InInputs = {};
