/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tree_Rewards_Cut_TitleInputs */

const en_tree_rewards_cut_title = /** @type {(inputs: Tree_Rewards_Cut_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The Referral Programme pool could cover only part of this reward.`)
};

const hi_tree_rewards_cut_title = /** @type {(inputs: Tree_Rewards_Cut_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`रेफ़रल प्रोग्राम के पूल में इस रिवॉर्ड का केवल कुछ हिस्सा ही बचा था।`)
};

/**
* | output |
* | --- |
* | "The Referral Programme pool could cover only part of this reward." |
*
* @param {Tree_Rewards_Cut_TitleInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const tree_rewards_cut_title = /** @type {((inputs?: Tree_Rewards_Cut_TitleInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tree_Rewards_Cut_TitleInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_tree_rewards_cut_title(inputs)
	return en_tree_rewards_cut_title(inputs)
});