/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Review_Rewards_Will_PayInputs */

const en_review_rewards_will_pay = /** @type {(inputs: Review_Rewards_Will_PayInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Referral rewards this approval will pay`)
};

const hi_review_rewards_will_pay = /** @type {(inputs: Review_Rewards_Will_PayInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`यह स्वीकृति जो रेफ़रल इनाम देगी`)
};

/**
* | output |
* | --- |
* | "Referral rewards this approval will pay" |
*
* @param {Review_Rewards_Will_PayInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const review_rewards_will_pay = /** @type {((inputs?: Review_Rewards_Will_PayInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Review_Rewards_Will_PayInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_review_rewards_will_pay(inputs)
	return en_review_rewards_will_pay(inputs)
});