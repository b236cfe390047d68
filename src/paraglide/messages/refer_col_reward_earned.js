/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Refer_Col_Reward_EarnedInputs */

const en_refer_col_reward_earned = /** @type {(inputs: Refer_Col_Reward_EarnedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Reward Earned`)
};

const hi_refer_col_reward_earned = /** @type {(inputs: Refer_Col_Reward_EarnedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`कमाया रिवॉर्ड`)
};

/**
* | output |
* | --- |
* | "Reward Earned" |
*
* @param {Refer_Col_Reward_EarnedInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const refer_col_reward_earned = /** @type {((inputs?: Refer_Col_Reward_EarnedInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Refer_Col_Reward_EarnedInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_refer_col_reward_earned(inputs)
	return en_refer_col_reward_earned(inputs)
});