/**
* | output |
* | --- |
* | "Members" |
*
* @param {Admin_Dash_MembersInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const admin_dash_members: ((inputs?: Admin_Dash_MembersInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Dash_MembersInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Admin_Dash_MembersInputs = {};
