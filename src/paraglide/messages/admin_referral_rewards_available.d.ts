/**
* | output |
* | --- |
* | "Rewards available" |
*
* @param {Admin_Referral_Rewards_AvailableInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const admin_referral_rewards_available: ((inputs?: Admin_Referral_Rewards_AvailableInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Referral_Rewards_AvailableInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Admin_Referral_Rewards_AvailableInputs = {};
