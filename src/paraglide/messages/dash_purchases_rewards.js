/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Dash_Purchases_RewardsInputs */

const en_dash_purchases_rewards = /** @type {(inputs: Dash_Purchases_RewardsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Purchases and rewards`)
};

const hi_dash_purchases_rewards = /** @type {(inputs: Dash_Purchases_RewardsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`खरीद और इनाम`)
};

/**
* | output |
* | --- |
* | "Purchases and rewards" |
*
* @param {Dash_Purchases_RewardsInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const dash_purchases_rewards = /** @type {((inputs?: Dash_Purchases_RewardsInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dash_Purchases_RewardsInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_dash_purchases_rewards(inputs)
	return en_dash_purchases_rewards(inputs)
});