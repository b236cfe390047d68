/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ level: NonNullable<unknown>, percent: NonNullable<unknown>, name: NonNullable<unknown>, code: NonNullable<unknown> }} Review_Reward_LineInputs */

const en_review_reward_line = /** @type {(inputs: Review_Reward_LineInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Level ${i?.level} (${i?.percent}%): ${i?.name} (${i?.code})`)
};

const hi_review_reward_line = /** @type {(inputs: Review_Reward_LineInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`स्तर ${i?.level} (${i?.percent}%): ${i?.name} (${i?.code})`)
};

/**
* | output |
* | --- |
* | "Level {level} ({percent}%): {name} ({code})" |
*
* @param {Review_Reward_LineInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const review_reward_line = /** @type {((inputs: Review_Reward_LineInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Review_Reward_LineInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_review_reward_line(inputs)
	return en_review_reward_line(inputs)
});