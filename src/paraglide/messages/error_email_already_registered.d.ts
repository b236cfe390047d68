/**
* | output |
* | --- |
* | "This email is already registered. Please log in instead." |
*
* @param {Error_Email_Already_RegisteredInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const error_email_already_registered: ((inputs?: Error_Email_Already_RegisteredInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Error_Email_Already_RegisteredInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Error_Email_Already_RegisteredInputs = {};
