/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tree_Rewards_FailedInputs */

const en_tree_rewards_failed = /** @type {(inputs: Tree_Rewards_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Failed to fetch your rewards`)
};

const hi_tree_rewards_failed = /** @type {(inputs: Tree_Rewards_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`आपके रिवॉर्ड की जानकारी नहीं मिल सकी`)
};

/**
* | output |
* | --- |
* | "Failed to fetch your rewards" |
*
* @param {Tree_Rewards_FailedInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const tree_rewards_failed = /** @type {((inputs?: Tree_Rewards_FailedInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tree_Rewards_FailedInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_tree_rewards_failed(inputs)
	return en_tree_rewards_failed(inputs)
});