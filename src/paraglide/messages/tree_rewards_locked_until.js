/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ date: NonNullable<unknown> }} Tree_Rewards_Locked_UntilInputs */

const en_tree_rewards_locked_until = /** @type {(inputs: Tree_Rewards_Locked_UntilInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Locked until ${i?.date}`)
};

const hi_tree_rewards_locked_until = /** @type {(inputs: Tree_Rewards_Locked_UntilInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.date} तक लॉक`)
};

/**
* | output |
* | --- |
* | "Locked until {date}" |
*
* @param {Tree_Rewards_Locked_UntilInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const tree_rewards_locked_until = /** @type {((inputs: Tree_Rewards_Locked_UntilInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tree_Rewards_Locked_UntilInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_tree_rewards_locked_until(inputs)
	return en_tree_rewards_locked_until(inputs)
});