/**
* | output |
* | --- |
* | "skipped" |
*
* @param {Admin_Purchases_Reward_SkippedInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const admin_purchases_reward_skipped: ((inputs?: Admin_Purchases_Reward_SkippedInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Purchases_Reward_SkippedInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Admin_Purchases_Reward_SkippedInputs = {};
