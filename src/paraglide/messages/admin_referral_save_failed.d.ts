/**
* | output |
* | --- |
* | "Failed to update referral settings" |
*
* @param {Admin_Referral_Save_FailedInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const admin_referral_save_failed: ((inputs?: Admin_Referral_Save_FailedInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Referral_Save_FailedInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Admin_Referral_Save_FailedInputs = {};
