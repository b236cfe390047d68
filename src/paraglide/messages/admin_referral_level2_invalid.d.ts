/**
* | output |
* | --- |
* | "Level 2 reward must be a percentage from 0 to 100, at most 2 decimals" |
*
* @param {Admin_Referral_Level2_InvalidInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const admin_referral_level2_invalid: ((inputs?: Admin_Referral_Level2_InvalidInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Referral_Level2_InvalidInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Admin_Referral_Level2_InvalidInputs = {};
