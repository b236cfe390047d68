/**
* | output |
* | --- |
* | "cut" |
*
* @param {Admin_Purchases_Reward_CutInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const admin_purchases_reward_cut: ((inputs?: Admin_Purchases_Reward_CutInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Purchases_Reward_CutInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Admin_Purchases_Reward_CutInputs = {};
