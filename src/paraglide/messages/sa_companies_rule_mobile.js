/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Sa_Companies_Rule_MobileInputs */

const en_sa_companies_rule_mobile = /** @type {(inputs: Sa_Companies_Rule_MobileInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mobile must be 10 digits starting with 6, 7, 8 or 9`)
};

const hi_sa_companies_rule_mobile = /** @type {(inputs: Sa_Companies_Rule_MobileInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`मोबाइल नंबर 10 अंकों का हो और 6, 7, 8 या 9 से शुरू हो`)
};

/**
* | output |
* | --- |
* | "Mobile must be 10 digits starting with 6, 7, 8 or 9" |
*
* @param {Sa_Companies_Rule_MobileInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const sa_companies_rule_mobile = /** @type {((inputs?: Sa_Companies_Rule_MobileInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Sa_Companies_Rule_MobileInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_sa_companies_rule_mobile(inputs)
	return en_sa_companies_rule_mobile(inputs)
});