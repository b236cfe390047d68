/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tree_Rewards_Col_FromInputs */

const en_tree_rewards_col_from = /** @type {(inputs: Tree_Rewards_Col_FromInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`From`)
};

const hi_tree_rewards_col_from = /** @type {(inputs: Tree_Rewards_Col_FromInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`किससे`)
};

/**
* | output |
* | --- |
* | "From" |
*
* @param {Tree_Rewards_Col_FromInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const tree_rewards_col_from = /** @type {((inputs?: Tree_Rewards_Col_FromInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tree_Rewards_Col_FromInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_tree_rewards_col_from(inputs)
	return en_tree_rewards_col_from(inputs)
});