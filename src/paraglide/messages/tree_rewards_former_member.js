/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tree_Rewards_Former_MemberInputs */

const en_tree_rewards_former_member = /** @type {(inputs: Tree_Rewards_Former_MemberInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Former member`)
};

const hi_tree_rewards_former_member = /** @type {(inputs: Tree_Rewards_Former_MemberInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`पूर्व सदस्य`)
};

/**
* | output |
* | --- |
* | "Former member" |
*
* @param {Tree_Rewards_Former_MemberInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const tree_rewards_former_member = /** @type {((inputs?: Tree_Rewards_Former_MemberInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tree_Rewards_Former_MemberInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_tree_rewards_former_member(inputs)
	return en_tree_rewards_former_member(inputs)
});