/**
* | output |
* | --- |
* | "Referral rewards this approval will pay" |
*
* @param {Review_Rewards_Will_PayInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const review_rewards_will_pay: ((inputs?: Review_Rewards_Will_PayInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Review_Rewards_Will_PayInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Review_Rewards_Will_PayInputs = {};
