/**
* | output |
* | --- |
* | "At least 8 characters." |
*
* @param {Rule_New_Password_HintInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const rule_new_password_hint: ((inputs?: Rule_New_Password_HintInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Rule_New_Password_HintInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Rule_New_Password_HintInputs = {};
