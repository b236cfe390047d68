/**
* | output |
* | --- |
* | "Failed to reject purchase" |
*
* @param {Admin_Purchases_Reject_FailedInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const admin_purchases_reject_failed: ((inputs?: Admin_Purchases_Reject_FailedInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Purchases_Reject_FailedInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Admin_Purchases_Reject_FailedInputs = {};
