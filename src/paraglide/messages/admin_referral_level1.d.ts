/**
* | output |
* | --- |
* | "Level 1 reward (%)" |
*
* @param {Admin_Referral_Level1Inputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const admin_referral_level1: ((inputs?: Admin_Referral_Level1Inputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Referral_Level1Inputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Admin_Referral_Level1Inputs = {};
