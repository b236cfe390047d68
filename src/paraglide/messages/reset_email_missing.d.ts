/**
* | output |
* | --- |
* | "Please enter your email address." |
*
* @param {Reset_Email_MissingInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const reset_email_missing: ((inputs?: Reset_Email_MissingInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Reset_Email_MissingInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Reset_Email_MissingInputs = {};
