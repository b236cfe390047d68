/**
* | output |
* | --- |
* | "Paid to the referrer's referrer" |
*
* @param {Admin_Referral_Level2_DescriptionInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const admin_referral_level2_description: ((inputs?: Admin_Referral_Level2_DescriptionInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Referral_Level2_DescriptionInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Admin_Referral_Level2_DescriptionInputs = {};
