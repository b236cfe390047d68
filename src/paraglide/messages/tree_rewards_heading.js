/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tree_Rewards_HeadingInputs */

const en_tree_rewards_heading = /** @type {(inputs: Tree_Rewards_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Rewards history`)
};

const hi_tree_rewards_heading = /** @type {(inputs: Tree_Rewards_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`रिवॉर्ड का इतिहास`)
};

/**
* | output |
* | --- |
* | "Rewards history" |
*
* @param {Tree_Rewards_HeadingInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const tree_rewards_heading = /** @type {((inputs?: Tree_Rewards_HeadingInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tree_Rewards_HeadingInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_tree_rewards_heading(inputs)
	return en_tree_rewards_heading(inputs)
});