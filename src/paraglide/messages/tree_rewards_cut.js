/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tree_Rewards_CutInputs */

const en_tree_rewards_cut = /** @type {(inputs: Tree_Rewards_CutInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Part-paid`)
};

const hi_tree_rewards_cut = /** @type {(inputs: Tree_Rewards_CutInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`आंशिक`)
};

/**
* | output |
* | --- |
* | "Part-paid" |
*
* @param {Tree_Rewards_CutInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const tree_rewards_cut = /** @type {((inputs?: Tree_Rewards_CutInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tree_Rewards_CutInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_tree_rewards_cut(inputs)
	return en_tree_rewards_cut(inputs)
});