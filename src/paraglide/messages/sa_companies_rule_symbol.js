/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Sa_Companies_Rule_SymbolInputs */

const en_sa_companies_rule_symbol = /** @type {(inputs: Sa_Companies_Rule_SymbolInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Symbol must be 2 to 10 capital letters or digits, starting with a letter`)
};

const hi_sa_companies_rule_symbol = /** @type {(inputs: Sa_Companies_Rule_SymbolInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`सिंबल में 2 से 10 कैपिटल अक्षर या अंक हों, और वह किसी अक्षर से शुरू हो`)
};

/**
* | output |
* | --- |
* | "Symbol must be 2 to 10 capital letters or digits, starting with a letter" |
*
* @param {Sa_Companies_Rule_SymbolInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const sa_companies_rule_symbol = /** @type {((inputs?: Sa_Companies_Rule_SymbolInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Sa_Companies_Rule_SymbolInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_sa_companies_rule_symbol(inputs)
	return en_sa_companies_rule_symbol(inputs)
});