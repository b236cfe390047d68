/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Refer_Rule_LimitsInputs */

const en_refer_rule_limits = /** @type {(inputs: Refer_Rule_LimitsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`You cannot refer yourself, a blocked or deleted account earns nothing, and a Member ID cannot be changed after registration.`)
};

const hi_refer_rule_limits = /** @type {(inputs: Refer_Rule_LimitsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`आप खुद को रेफ़र नहीं कर सकते, ब्लॉक या डिलीट किए गए खाते को कुछ नहीं मिलता, और रजिस्ट्रेशन के बाद मेंबर ID बदली नहीं जा सकती।`)
};

/**
* | output |
* | --- |
* | "You cannot refer yourself, a blocked or deleted account earns nothing, and a Member ID cannot be changed after registration." |
*
* @param {Refer_Rule_LimitsInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const refer_rule_limits = /** @type {((inputs?: Refer_Rule_LimitsInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Refer_Rule_LimitsInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_refer_rule_limits(inputs)
	return en_refer_rule_limits(inputs)
});