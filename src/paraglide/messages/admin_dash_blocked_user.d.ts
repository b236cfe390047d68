/**
* | output |
* | --- |
* | "Blocked User" |
*
* @param {Admin_Dash_Blocked_UserInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const admin_dash_blocked_user: ((inputs?: Admin_Dash_Blocked_UserInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Dash_Blocked_UserInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Admin_Dash_Blocked_UserInputs = {};
