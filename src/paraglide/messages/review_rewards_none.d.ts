/**
* | output |
* | --- |
* | "None" |
*
* @param {Review_Rewards_NoneInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const review_rewards_none: ((inputs?: Review_Rewards_NoneInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Review_Rewards_NoneInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Review_Rewards_NoneInputs = {};
