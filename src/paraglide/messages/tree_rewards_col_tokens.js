/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tree_Rewards_Col_TokensInputs */

const en_tree_rewards_col_tokens = /** @type {(inputs: Tree_Rewards_Col_TokensInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tokens`)
};

const hi_tree_rewards_col_tokens = /** @type {(inputs: Tree_Rewards_Col_TokensInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`टोकन`)
};

/**
* | output |
* | --- |
* | "Tokens" |
*
* @param {Tree_Rewards_Col_TokensInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const tree_rewards_col_tokens = /** @type {((inputs?: Tree_Rewards_Col_TokensInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tree_Rewards_Col_TokensInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_tree_rewards_col_tokens(inputs)
	return en_tree_rewards_col_tokens(inputs)
});