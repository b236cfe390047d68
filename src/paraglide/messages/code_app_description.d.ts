/**
* | output |
* | --- |
* | "The 6-digit code your authenticator app shows now." |
*
* @param {Code_App_DescriptionInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const code_app_description: ((inputs?: Code_App_DescriptionInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Code_App_DescriptionInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Code_App_DescriptionInputs = {};
