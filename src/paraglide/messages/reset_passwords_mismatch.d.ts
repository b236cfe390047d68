/**
* | output |
* | --- |
* | "New passwords do not match." |
*
* @param {Reset_Passwords_MismatchInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const reset_passwords_mismatch: ((inputs?: Reset_Passwords_MismatchInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Reset_Passwords_MismatchInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Reset_Passwords_MismatchInputs = {};
