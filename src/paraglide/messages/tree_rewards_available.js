/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tree_Rewards_AvailableInputs */

const en_tree_rewards_available = /** @type {(inputs: Tree_Rewards_AvailableInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Available`)
};

const hi_tree_rewards_available = /** @type {(inputs: Tree_Rewards_AvailableInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`उपलब्ध`)
};

/**
* | output |
* | --- |
* | "Available" |
*
* @param {Tree_Rewards_AvailableInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const tree_rewards_available = /** @type {((inputs?: Tree_Rewards_AvailableInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tree_Rewards_AvailableInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_tree_rewards_available(inputs)
	return en_tree_rewards_available(inputs)
});