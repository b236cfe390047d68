/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Sa_Companies_Rule_PinInputs */

const en_sa_companies_rule_pin = /** @type {(inputs: Sa_Companies_Rule_PinInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`PIN code must be 6 digits, not starting with 0`)
};

const hi_sa_companies_rule_pin = /** @type {(inputs: Sa_Companies_Rule_PinInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`पिन कोड 6 अंकों का हो और 0 से शुरू न हो`)
};

/**
* | output |
* | --- |
* | "PIN code must be 6 digits, not starting with 0" |
*
* @param {Sa_Companies_Rule_PinInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const sa_companies_rule_pin = /** @type {((inputs?: Sa_Companies_Rule_PinInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Sa_Companies_Rule_PinInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_sa_companies_rule_pin(inputs)
	return en_sa_companies_rule_pin(inputs)
});