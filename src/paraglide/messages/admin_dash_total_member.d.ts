/**
* | output |
* | --- |
* | "Total Member" |
*
* @param {Admin_Dash_Total_MemberInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const admin_dash_total_member: ((inputs?: Admin_Dash_Total_MemberInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Dash_Total_MemberInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Admin_Dash_Total_MemberInputs = {};
