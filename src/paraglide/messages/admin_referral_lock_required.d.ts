/**
* | output |
* | --- |
* | "Lock period is required" |
*
* @param {Admin_Referral_Lock_RequiredInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const admin_referral_lock_required: ((inputs?: Admin_Referral_Lock_RequiredInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Referral_Lock_RequiredInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Admin_Referral_Lock_RequiredInputs = {};
