/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Sa_Companies_Rule_PriceInputs */

const en_sa_companies_rule_price = /** @type {(inputs: Sa_Companies_Rule_PriceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Price must be a number with at most 2 decimals`)
};

const hi_sa_companies_rule_price = /** @type {(inputs: Sa_Companies_Rule_PriceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`कीमत एक संख्या हो, दशमलव के बाद अधिकतम 2 अंक`)
};

/**
* | output |
* | --- |
* | "Price must be a number with at most 2 decimals" |
*
* @param {Sa_Companies_Rule_PriceInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const sa_companies_rule_price = /** @type {((inputs?: Sa_Companies_Rule_PriceInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Sa_Companies_Rule_PriceInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_sa_companies_rule_price(inputs)
	return en_sa_companies_rule_price(inputs)
});