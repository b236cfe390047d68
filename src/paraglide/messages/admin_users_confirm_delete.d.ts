/**
* | output |
* | --- |
* | "Are you sure you want to delete {name}? They will no longer be able to sign in." |
*
* @param {Admin_Users_Confirm_DeleteInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const admin_users_confirm_delete: ((inputs: Admin_Users_Confirm_DeleteInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Users_Confirm_DeleteInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Admin_Users_Confirm_DeleteInputs = {
    name: NonNullable<unknown>;
};
