/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Review_Rewards_NoneInputs */

const en_review_rewards_none = /** @type {(inputs: Review_Rewards_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`None`)
};

const hi_review_rewards_none = /** @type {(inputs: Review_Rewards_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`कोई नहीं`)
};

/**
* | output |
* | --- |
* | "None" |
*
* @param {Review_Rewards_NoneInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const review_rewards_none = /** @type {((inputs?: Review_Rewards_NoneInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Review_Rewards_NoneInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_review_rewards_none(inputs)
	return en_review_rewards_none(inputs)
});