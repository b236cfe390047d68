/**
* | output |
* | --- |
* | "Rewards locked" |
*
* @param {Admin_Referral_Rewards_LockedInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const admin_referral_rewards_locked: ((inputs?: Admin_Referral_Rewards_LockedInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Referral_Rewards_LockedInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Admin_Referral_Rewards_LockedInputs = {};
