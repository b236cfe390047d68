/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tree_Rewards_EmptyInputs */

const en_tree_rewards_empty = /** @type {(inputs: Tree_Rewards_EmptyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No rewards yet. A reward appears here when a purchase by someone you referred is approved.`)
};

const hi_tree_rewards_empty = /** @type {(inputs: Tree_Rewards_EmptyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`अभी कोई रिवॉर्ड नहीं है। आपके रेफ़र किए किसी व्यक्ति की खरीद मंज़ूर होते ही रिवॉर्ड यहाँ दिखेगा।`)
};

/**
* | output |
* | --- |
* | "No rewards yet. A reward appears here when a purchase by someone you referred is approved." |
*
* @param {Tree_Rewards_EmptyInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const tree_rewards_empty = /** @type {((inputs?: Tree_Rewards_EmptyInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tree_Rewards_EmptyInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_tree_rewards_empty(inputs)
	return en_tree_rewards_empty(inputs)
});