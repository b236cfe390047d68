/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Refer_Rule_UnlockedInputs */

const en_refer_rule_unlocked = /** @type {(inputs: Refer_Rule_UnlockedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Rewards are available at once.`)
};

const hi_refer_rule_unlocked = /** @type {(inputs: Refer_Rule_UnlockedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`रिवॉर्ड तुरंत उपलब्ध हो जाते हैं।`)
};

/**
* | output |
* | --- |
* | "Rewards are available at once." |
*
* @param {Refer_Rule_UnlockedInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const refer_rule_unlocked = /** @type {((inputs?: Refer_Rule_UnlockedInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Refer_Rule_UnlockedInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_refer_rule_unlocked(inputs)
	return en_refer_rule_unlocked(inputs)
});