/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Sa_Companies_Search_PlaceholderInputs */

const en_sa_companies_search_placeholder = /** @type {(inputs: Sa_Companies_Search_PlaceholderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Name, email, mobile, token or symbol`)
};

const hi_sa_companies_search_placeholder = /** @type {(inputs: Sa_Companies_Search_PlaceholderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`नाम, ईमेल, मोबाइल, टोकन या सिंबल`)
};

/**
* | output |
* | --- |
* | "Name, email, mobile, token or symbol" |
*
* @param {Sa_Companies_Search_PlaceholderInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const sa_companies_search_placeholder = /** @type {((inputs?: Sa_Companies_Search_PlaceholderInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Sa_Companies_Search_PlaceholderInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_sa_companies_search_placeholder(inputs)
	return en_sa_companies_search_placeholder(inputs)
});