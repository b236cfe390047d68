/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Sa_Companies_Rule_Supply_RequiredInputs */

const en_sa_companies_rule_supply_required = /** @type {(inputs: Sa_Companies_Rule_Supply_RequiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Total supply is required`)
};

const hi_sa_companies_rule_supply_required = /** @type {(inputs: Sa_Companies_Rule_Supply_RequiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`कुल सप्लाई ज़रूरी है`)
};

/**
* | output |
* | --- |
* | "Total supply is required" |
*
* @param {Sa_Companies_Rule_Supply_RequiredInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const sa_companies_rule_supply_required = /** @type {((inputs?: Sa_Companies_Rule_Supply_RequiredInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Sa_Companies_Rule_Supply_RequiredInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_sa_companies_rule_supply_required(inputs)
	return en_sa_companies_rule_supply_required(inputs)
});