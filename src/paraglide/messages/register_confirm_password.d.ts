/**
* | output |
* | --- |
* | "Confirm Password" |
*
* @param {Register_Confirm_PasswordInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const register_confirm_password: ((inputs?: Register_Confirm_PasswordInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Register_Confirm_PasswordInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Register_Confirm_PasswordInputs = {};
