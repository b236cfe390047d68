/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Sa_Companies_Rule_EmailInputs */

const en_sa_companies_rule_email = /** @type {(inputs: Sa_Companies_Rule_EmailInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Please enter a valid email address`)
};

const hi_sa_companies_rule_email = /** @type {(inputs: Sa_Companies_Rule_EmailInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`कृपया सही ईमेल पता डालें`)
};

/**
* | output |
* | --- |
* | "Please enter a valid email address" |
*
* @param {Sa_Companies_Rule_EmailInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const sa_companies_rule_email = /** @type {((inputs?: Sa_Companies_Rule_EmailInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Sa_Companies_Rule_EmailInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_sa_companies_rule_email(inputs)
	return en_sa_companies_rule_email(inputs)
});