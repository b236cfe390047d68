/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Sa_Companies_Rule_AddressInputs */

const en_sa_companies_rule_address = /** @type {(inputs: Sa_Companies_Rule_AddressInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Address must be at most 500 characters`)
};

const hi_sa_companies_rule_address = /** @type {(inputs: Sa_Companies_Rule_AddressInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`पता अधिकतम 500 कैरेक्टर का हो सकता है`)
};

/**
* | output |
* | --- |
* | "Address must be at most 500 characters" |
*
* @param {Sa_Companies_Rule_AddressInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const sa_companies_rule_address = /** @type {((inputs?: Sa_Companies_Rule_AddressInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Sa_Companies_Rule_AddressInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_sa_companies_rule_address(inputs)
	return en_sa_companies_rule_address(inputs)
});