/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Sa_Companies_Rule_NameInputs */

const en_sa_companies_rule_name = /** @type {(inputs: Sa_Companies_Rule_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Name must be at most 100 characters, without control, invisible or text-direction characters`)
};

const hi_sa_companies_rule_name = /** @type {(inputs: Sa_Companies_Rule_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`नाम अधिकतम 100 कैरेक्टर का हो, और उसमें कंट्रोल, अदृश्य या टेक्स्ट-दिशा वाले कैरेक्टर न हों`)
};

/**
* | output |
* | --- |
* | "Name must be at most 100 characters, without control, invisible or text-direction characters" |
*
* @param {Sa_Companies_Rule_NameInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const sa_companies_rule_name = /** @type {((inputs?: Sa_Companies_Rule_NameInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Sa_Companies_Rule_NameInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_sa_companies_rule_name(inputs)
	return en_sa_companies_rule_name(inputs)
});