/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tree_Funnel_RewardsInputs */

const en_tree_funnel_rewards = /** @type {(inputs: Tree_Funnel_RewardsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Rewards`)
};

const hi_tree_funnel_rewards = /** @type {(inputs: Tree_Funnel_RewardsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`रिवॉर्ड`)
};

/**
* | output |
* | --- |
* | "Rewards" |
*
* @param {Tree_Funnel_RewardsInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const tree_funnel_rewards = /** @type {((inputs?: Tree_Funnel_RewardsInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tree_Funnel_RewardsInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_tree_funnel_rewards(inputs)
	return en_tree_funnel_rewards(inputs)
});