/**
* | output |
* | --- |
* | "Inactive User" |
*
* @param {Admin_Dash_Inactive_UserInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const admin_dash_inactive_user: ((inputs?: Admin_Dash_Inactive_UserInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Dash_Inactive_UserInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Admin_Dash_Inactive_UserInputs = {};
