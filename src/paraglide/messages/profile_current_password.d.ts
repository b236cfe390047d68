/**
* | output |
* | --- |
* | "Current Password" |
*
* @param {Profile_Current_PasswordInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const profile_current_password: ((inputs?: Profile_Current_PasswordInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Profile_Current_PasswordInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Profile_Current_PasswordInputs = {};
