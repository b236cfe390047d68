/**
* | output |
* | --- |
* | "Password must be at least 8 characters" |
*
* @param {Admin_Users_Password_ShortInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const admin_users_password_short: ((inputs?: Admin_Users_Password_ShortInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Users_Password_ShortInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Admin_Users_Password_ShortInputs = {};
