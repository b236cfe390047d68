/**
* | output |
* | --- |
* | "Users" |
*
* @param {Admin_Dash_UsersInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const admin_dash_users: ((inputs?: Admin_Dash_UsersInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Dash_UsersInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Admin_Dash_UsersInputs = {};
