/**
* | output |
* | --- |
* | "Lock period must be a whole number of days from 0 to 3650" |
*
* @param {Admin_Referral_Lock_InvalidInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const admin_referral_lock_invalid: ((inputs?: Admin_Referral_Lock_InvalidInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Referral_Lock_InvalidInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Admin_Referral_Lock_InvalidInputs = {};
