/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Refer_Rule_Paused_KeptInputs */

const en_refer_rule_paused_kept = /** @type {(inputs: Refer_Rule_Paused_KeptInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Rewards you already earned stay yours, and their lock runs on as before.`)
};

const hi_refer_rule_paused_kept = /** @type {(inputs: Refer_Rule_Paused_KeptInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`जो रिवॉर्ड आप पहले कमा चुके हैं वे आपके ही रहेंगे, और उनका लॉक पहले की तरह चलता रहेगा।`)
};

/**
* | output |
* | --- |
* | "Rewards you already earned stay yours, and their lock runs on as before." |
*
* @param {Refer_Rule_Paused_KeptInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const refer_rule_paused_kept = /** @type {((inputs?: Refer_Rule_Paused_KeptInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Refer_Rule_Paused_KeptInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_refer_rule_paused_kept(inputs)
	return en_refer_rule_paused_kept(inputs)
});