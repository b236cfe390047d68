/**
* | output |
* | --- |
* | "Reward Earned" |
*
* @param {Refer_Col_Reward_EarnedInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const refer_col_reward_earned: ((inputs?: Refer_Col_Reward_EarnedInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Refer_Col_Reward_EarnedInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Refer_Col_Reward_EarnedInputs = {};
