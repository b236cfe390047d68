/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Sa_Companies_Price_PlaceholderInputs */

const en_sa_companies_price_placeholder = /** @type {(inputs: Sa_Companies_Price_PlaceholderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`e.g. 2.50`)
};

const hi_sa_companies_price_placeholder = /** @type {(inputs: Sa_Companies_Price_PlaceholderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`जैसे 2.50`)
};

/**
* | output |
* | --- |
* | "e.g. 2.50" |
*
* @param {Sa_Companies_Price_PlaceholderInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const sa_companies_price_placeholder = /** @type {((inputs?: Sa_Companies_Price_PlaceholderInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Sa_Companies_Price_PlaceholderInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_sa_companies_price_placeholder(inputs)
	return en_sa_companies_price_placeholder(inputs)
});