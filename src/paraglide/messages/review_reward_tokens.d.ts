/**
* | output |
* | --- |
* | "{tokens} {symbol}" |
*
* @param {Review_Reward_TokensInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const review_reward_tokens: ((inputs: Review_Reward_TokensInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Review_Reward_TokensInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Review_Reward_TokensInputs = {
    tokens: NonNullable<unknown>;
    symbol: NonNullable<unknown>;
};
