/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tree_Rewards_Pages_LabelInputs */

const en_tree_rewards_pages_label = /** @type {(inputs: Tree_Rewards_Pages_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Rewards history pages`)
};

const hi_tree_rewards_pages_label = /** @type {(inputs: Tree_Rewards_Pages_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`रिवॉर्ड इतिहास के पेज`)
};

/**
* | output |
* | --- |
* | "Rewards history pages" |
*
* @param {Tree_Rewards_Pages_LabelInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const tree_rewards_pages_label = /** @type {((inputs?: Tree_Rewards_Pages_LabelInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tree_Rewards_Pages_LabelInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_tree_rewards_pages_label(inputs)
	return en_tree_rewards_pages_label(inputs)
});