/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ tokens: NonNullable<unknown>, tokenSymbol: NonNullable<unknown>, level: NonNullable<unknown>, buyerCode: NonNullable<unknown>, lockedUntil: NonNullable<unknown> }} News_Referral_RewardInputs */

const en_news_referral_reward = /** @type {(inputs: News_Referral_RewardInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`You earned ${i?.tokens} ${i?.tokenSymbol} as the level-${i?.level} referrer of member ${i?.buyerCode}. Locked until ${i?.lockedUntil}.`)
};

const hi_news_referral_reward = /** @type {(inputs: News_Referral_RewardInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`मेंबर ${i?.buyerCode} की खरीद पर लेवल-${i?.level} रेफ़रर के तौर पर आपको ${i?.tokens} ${i?.tokenSymbol} का रिवॉर्ड मिला है। यह ${i?.lockedUntil} तक लॉक रहेगा।`)
};

/**
* | output |
* | --- |
* | "You earned {tokens} {tokenSymbol} as the level-{level} referrer of member {buyerCode}. Locked until {lockedUntil}." |
*
* @param {News_Referral_RewardInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const news_referral_reward = /** @type {((inputs: News_Referral_RewardInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<News_Referral_RewardInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_news_referral_reward(inputs)
	return en_news_referral_reward(inputs)
});