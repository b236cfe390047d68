/**
* | output |
* | --- |
* | "Please enter a valid email address" |
*
* @param {Twofa_Reset_Email_InvalidInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const twofa_reset_email_invalid: ((inputs?: Twofa_Reset_Email_InvalidInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Twofa_Reset_Email_InvalidInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Twofa_Reset_Email_InvalidInputs = {};
