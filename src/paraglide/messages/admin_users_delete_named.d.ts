/**
* | output |
* | --- |
* | "Delete {name}" |
*
* @param {Admin_Users_Delete_NamedInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const admin_users_delete_named: ((inputs: Admin_Users_Delete_NamedInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Users_Delete_NamedInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Admin_Users_Delete_NamedInputs = {
    name: NonNullable<unknown>;
};
