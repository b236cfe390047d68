/**
* | output |
* | --- |
* | "Email is required" |
*
* @param {Admin_Users_Email_RequiredInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const admin_users_email_required: ((inputs?: Admin_Users_Email_RequiredInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Users_Email_RequiredInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Admin_Users_Email_RequiredInputs = {};
