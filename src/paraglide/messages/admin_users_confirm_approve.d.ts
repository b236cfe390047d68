/**
* | output |
* | --- |
* | "Are you sure you want to approve {name}?" |
*
* @param {Admin_Users_Confirm_ApproveInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const admin_users_confirm_approve: ((inputs: Admin_Users_Confirm_ApproveInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Users_Confirm_ApproveInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Admin_Users_Confirm_ApproveInputs = {
    name: NonNullable<unknown>;
};
