/**
* | output |
* | --- |
* | "You earned {tokens} {tokenSymbol} as the level-{level} referrer of member {buyerCode}. Locked until {lockedUntil}." |
*
* @param {News_Referral_RewardInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const news_referral_reward: ((inputs: News_Referral_RewardInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<News_Referral_RewardInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type News_Referral_RewardInputs = {
    tokens: NonNullable<unknown>;
    tokenSymbol: NonNullable<unknown>;
    level: NonNullable<unknown>;
    buyerCode: NonNullable<unknown>;
    lockedUntil: NonNullable<unknown>;
};
