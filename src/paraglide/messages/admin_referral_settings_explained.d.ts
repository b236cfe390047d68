/**
* | output |
* | --- |
* | "When a purchase is approved, the buyer's referrer earns the level 1 share of its tokens and that referrer's own referrer the level 2 share, rounded down, out..." |
*
* @param {Admin_Referral_Settings_ExplainedInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const admin_referral_settings_explained: ((inputs?: Admin_Referral_Settings_ExplainedInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Referral_Settings_ExplainedInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Admin_Referral_Settings_ExplainedInputs = {};
