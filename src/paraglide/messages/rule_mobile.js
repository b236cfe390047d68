/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Rule_MobileInputs */

const en_rule_mobile = /** @type {(inputs: Rule_MobileInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mobile must be 10 digits starting with 6, 7, 8 or 9.`)
};

const hi_rule_mobile = /** @type {(inputs: Rule_MobileInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`मोबाइल नंबर 10 अंकों का हो और 6, 7, 8 या 9 से शुरू हो।`)
};

/**
* | output |
* | --- |
* | "Mobile must be 10 digits starting with 6, 7, 8 or 9." |
*
* @param {Rule_MobileInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const rule_mobile = /** @type {((inputs?: Rule_MobileInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Rule_MobileInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_rule_mobile(inputs)
	return en_rule_mobile(inputs)
});