/**
* | output |
* | --- |
* | "Active User" |
*
* @param {Admin_Dash_Active_UserInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const admin_dash_active_user: ((inputs?: Admin_Dash_Active_UserInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Dash_Active_UserInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Admin_Dash_Active_UserInputs = {};
