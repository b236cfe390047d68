/**
* | output |
* | --- |
* | "Level 1 reward must be a percentage from 0 to 100, at most 2 decimals" |
*
* @param {Admin_Referral_Level1_InvalidInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const admin_referral_level1_invalid: ((inputs?: Admin_Referral_Level1_InvalidInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Referral_Level1_InvalidInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Admin_Referral_Level1_InvalidInputs = {};
