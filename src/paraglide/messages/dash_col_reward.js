/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Dash_Col_RewardInputs */

const en_dash_col_reward = /** @type {(inputs: Dash_Col_RewardInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Reward`)
};

const hi_dash_col_reward = /** @type {(inputs: Dash_Col_RewardInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`इनाम`)
};

/**
* | output |
* | --- |
* | "Reward" |
*
* @param {Dash_Col_RewardInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const dash_col_reward = /** @type {((inputs?: Dash_Col_RewardInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dash_Col_RewardInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_dash_col_reward(inputs)
	return en_dash_col_reward(inputs)
});