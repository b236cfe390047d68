/**
* | output |
* | --- |
* | "Failed to approve purchase" |
*
* @param {Admin_Purchases_Approve_FailedInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const admin_purchases_approve_failed: ((inputs?: Admin_Purchases_Approve_FailedInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Purchases_Approve_FailedInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Admin_Purchases_Approve_FailedInputs = {};
