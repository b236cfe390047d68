/**
* | output |
* | --- |
* | "Verified User" |
*
* @param {Admin_Users_Verified_UserInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const admin_users_verified_user: ((inputs?: Admin_Users_Verified_UserInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Users_Verified_UserInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Admin_Users_Verified_UserInputs = {};
