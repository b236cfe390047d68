/**
* | output |
* | --- |
* | "The password must have at least 8 characters." |
*
* @param {Rule_New_PasswordInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const rule_new_password: ((inputs?: Rule_New_PasswordInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Rule_New_PasswordInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Rule_New_PasswordInputs = {};
