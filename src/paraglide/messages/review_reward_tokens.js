/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ tokens: NonNullable<unknown>, symbol: NonNullable<unknown> }} Review_Reward_TokensInputs */

const en_review_reward_tokens = /** @type {(inputs: Review_Reward_TokensInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.tokens} ${i?.symbol}`)
};

const hi_review_reward_tokens = /** @type {(inputs: Review_Reward_TokensInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.tokens} ${i?.symbol}`)
};

/**
* | output |
* | --- |
* | "{tokens} {symbol}" |
*
* @param {Review_Reward_TokensInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const review_reward_tokens = /** @type {((inputs: Review_Reward_TokensInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Review_Reward_TokensInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_review_reward_tokens(inputs)
	return en_review_reward_tokens(inputs)
});