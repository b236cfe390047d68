/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Sa_Companies_Rule_SupplyInputs */

const en_sa_companies_rule_supply = /** @type {(inputs: Sa_Companies_Rule_SupplyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Total supply must be a whole number of tokens`)
};

const hi_sa_companies_rule_supply = /** @type {(inputs: Sa_Companies_Rule_SupplyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`कुल सप्लाई टोकन की पूरी संख्या में हो`)
};

/**
* | output |
* | --- |
* | "Total supply must be a whole number of tokens" |
*
* @param {Sa_Companies_Rule_SupplyInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const sa_companies_rule_supply = /** @type {((inputs?: Sa_Companies_Rule_SupplyInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Sa_Companies_Rule_SupplyInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_sa_companies_rule_supply(inputs)
	return en_sa_companies_rule_supply(inputs)
});