/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tree_Rewards_Col_DateInputs */

const en_tree_rewards_col_date = /** @type {(inputs: Tree_Rewards_Col_DateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Date`)
};

const hi_tree_rewards_col_date = /** @type {(inputs: Tree_Rewards_Col_DateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`तारीख`)
};

/**
* | output |
* | --- |
* | "Date" |
*
* @param {Tree_Rewards_Col_DateInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const tree_rewards_col_date = /** @type {((inputs?: Tree_Rewards_Col_DateInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tree_Rewards_Col_DateInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_tree_rewards_col_date(inputs)
	return en_tree_rewards_col_date(inputs)
});