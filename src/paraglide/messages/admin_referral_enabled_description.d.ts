/**
* | output |
* | --- |
* | "Off pays no rewards on approvals." |
*
* @param {Admin_Referral_Enabled_DescriptionInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const admin_referral_enabled_description: ((inputs?: Admin_Referral_Enabled_DescriptionInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Referral_Enabled_DescriptionInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Admin_Referral_Enabled_DescriptionInputs = {};
