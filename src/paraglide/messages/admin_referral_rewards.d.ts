/**
* | output |
* | --- |
* | "Rewards" |
*
* @param {Admin_Referral_RewardsInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const admin_referral_rewards: ((inputs?: Admin_Referral_RewardsInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Referral_RewardsInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Admin_Referral_RewardsInputs = {};
