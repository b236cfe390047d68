/**
* | output |
* | --- |
* | "The email the admin signs in with." |
*
* @param {Twofa_Reset_Email_DescriptionInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const twofa_reset_email_description: ((inputs?: Twofa_Reset_Email_DescriptionInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Twofa_Reset_Email_DescriptionInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Twofa_Reset_Email_DescriptionInputs = {};
