/**
* | output |
* | --- |
* | "Before a reward is available" |
*
* @param {Admin_Referral_Lock_DescriptionInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const admin_referral_lock_description: ((inputs?: Admin_Referral_Lock_DescriptionInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Referral_Lock_DescriptionInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Admin_Referral_Lock_DescriptionInputs = {};
