/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Sa_Companies_SymbolInputs */

const en_sa_companies_symbol = /** @type {(inputs: Sa_Companies_SymbolInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Symbol`)
};

const hi_sa_companies_symbol = /** @type {(inputs: Sa_Companies_SymbolInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`सिंबल`)
};

/**
* | output |
* | --- |
* | "Symbol" |
*
* @param {Sa_Companies_SymbolInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const sa_companies_symbol = /** @type {((inputs?: Sa_Companies_SymbolInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Sa_Companies_SymbolInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_sa_companies_symbol(inputs)
	return en_sa_companies_symbol(inputs)
});