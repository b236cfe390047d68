/**
* | output |
* | --- |
* | "Level 1 reward is required" |
*
* @param {Admin_Referral_Level1_RequiredInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const admin_referral_level1_required: ((inputs?: Admin_Referral_Level1_RequiredInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Referral_Level1_RequiredInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Admin_Referral_Level1_RequiredInputs = {};
