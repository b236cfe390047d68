/**
* | output |
* | --- |
* | "Approval" |
*
* @param {Admin_Users_ApprovalInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const admin_users_approval: ((inputs?: Admin_Users_ApprovalInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Users_ApprovalInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Admin_Users_ApprovalInputs = {};
