/**
* | output |
* | --- |
* | "Remaining" |
*
* @param {Admin_Referral_RemainingInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const admin_referral_remaining: ((inputs?: Admin_Referral_RemainingInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Referral_RemainingInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Admin_Referral_RemainingInputs = {};
