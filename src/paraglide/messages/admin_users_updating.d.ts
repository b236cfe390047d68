/**
* | output |
* | --- |
* | "Updating..." |
*
* @param {Admin_Users_UpdatingInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const admin_users_updating: ((inputs?: Admin_Users_UpdatingInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Users_UpdatingInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Admin_Users_UpdatingInputs = {};
