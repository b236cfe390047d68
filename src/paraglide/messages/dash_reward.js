/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ level: NonNullable<unknown>, percent: NonNullable<unknown>, quantity: NonNullable<unknown> }} Dash_RewardInputs */

const en_dash_reward = /** @type {(inputs: Dash_RewardInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Level ${i?.level}: ${i?.percent}% of ${i?.quantity}`)
};

const hi_dash_reward = /** @type {(inputs: Dash_RewardInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`लेवल ${i?.level}: ${i?.quantity} का ${i?.percent}%`)
};

/**
* | output |
* | --- |
* | "Level {level}: {percent}% of {quantity}" |
*
* @param {Dash_RewardInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const dash_reward = /** @type {((inputs: Dash_RewardInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dash_RewardInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_dash_reward(inputs)
	return en_dash_reward(inputs)
});