/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Refer_Rule_PausedInputs */

const en_refer_rule_paused = /** @type {(inputs: Refer_Rule_PausedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The referral programme is paused: purchases approved now pay no referral rewards.`)
};

const hi_refer_rule_paused = /** @type {(inputs: Refer_Rule_PausedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`रेफ़रल प्रोग्राम अभी रुका हुआ है: अभी मंज़ूर होने वाली खरीद पर कोई रेफ़रल रिवॉर्ड नहीं मिलेगा।`)
};

/**
* | output |
* | --- |
* | "The referral programme is paused: purchases approved now pay no referral rewards." |
*
* @param {Refer_Rule_PausedInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const refer_rule_paused = /** @type {((inputs?: Refer_Rule_PausedInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Refer_Rule_PausedInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_refer_rule_paused(inputs)
	return en_refer_rule_paused(inputs)
});