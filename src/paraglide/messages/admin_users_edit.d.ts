/**
* | output |
* | --- |
* | "Edit {name}" |
*
* @param {Admin_Users_EditInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const admin_users_edit: ((inputs: Admin_Users_EditInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Users_EditInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Admin_Users_EditInputs = {
    name: NonNullable<unknown>;
};
