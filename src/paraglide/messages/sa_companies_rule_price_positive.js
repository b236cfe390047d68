/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Sa_Companies_Rule_Price_PositiveInputs */

const en_sa_companies_rule_price_positive = /** @type {(inputs: Sa_Companies_Rule_Price_PositiveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Price must be greater than 0`)
};

const hi_sa_companies_rule_price_positive = /** @type {(inputs: Sa_Companies_Rule_Price_PositiveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`कीमत 0 से ज़्यादा होनी चाहिए`)
};

/**
* | output |
* | --- |
* | "Price must be greater than 0" |
*
* @param {Sa_Companies_Rule_Price_PositiveInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const sa_companies_rule_price_positive = /** @type {((inputs?: Sa_Companies_Rule_Price_PositiveInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Sa_Companies_Rule_Price_PositiveInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_sa_companies_rule_price_positive(inputs)
	return en_sa_companies_rule_price_positive(inputs)
});