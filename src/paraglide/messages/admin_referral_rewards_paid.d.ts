/**
* | output |
* | --- |
* | "Rewards paid" |
*
* @param {Admin_Referral_Rewards_PaidInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const admin_referral_rewards_paid: ((inputs?: Admin_Referral_Rewards_PaidInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Referral_Rewards_PaidInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Admin_Referral_Rewards_PaidInputs = {};
