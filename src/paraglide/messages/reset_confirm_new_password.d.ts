/**
* | output |
* | --- |
* | "Confirm New Password" |
*
* @param {Reset_Confirm_New_PasswordInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const reset_confirm_new_password: ((inputs?: Reset_Confirm_New_PasswordInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Reset_Confirm_New_PasswordInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Reset_Confirm_New_PasswordInputs = {};
