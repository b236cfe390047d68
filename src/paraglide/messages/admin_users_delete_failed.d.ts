/**
* | output |
* | --- |
* | "Failed to delete user" |
*
* @param {Admin_Users_Delete_FailedInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const admin_users_delete_failed: ((inputs?: Admin_Users_Delete_FailedInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Users_Delete_FailedInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Admin_Users_Delete_FailedInputs = {};
