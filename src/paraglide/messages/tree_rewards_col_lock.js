/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tree_Rewards_Col_LockInputs */

const en_tree_rewards_col_lock = /** @type {(inputs: Tree_Rewards_Col_LockInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Availability`)
};

const hi_tree_rewards_col_lock = /** @type {(inputs: Tree_Rewards_Col_LockInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`उपलब्धता`)
};

/**
* | output |
* | --- |
* | "Availability" |
*
* @param {Tree_Rewards_Col_LockInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const tree_rewards_col_lock = /** @type {((inputs?: Tree_Rewards_Col_LockInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tree_Rewards_Col_LockInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_tree_rewards_col_lock(inputs)
	return en_tree_rewards_col_lock(inputs)
});