/**
* | output |
* | --- |
* | "Forgot password?" |
*
* @param {Login_Forgot_PasswordInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const login_forgot_password: ((inputs?: Login_Forgot_PasswordInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Login_Forgot_PasswordInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Login_Forgot_PasswordInputs = {};
