/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Sa_Companies_PagesInputs */

const en_sa_companies_pages = /** @type {(inputs: Sa_Companies_PagesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Company pages`)
};

const hi_sa_companies_pages = /** @type {(inputs: Sa_Companies_PagesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`कंपनी सूची के पेज`)
};

/**
* | output |
* | --- |
* | "Company pages" |
*
* @param {Sa_Companies_PagesInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const sa_companies_pages = /** @type {((inputs?: Sa_Companies_PagesInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Sa_Companies_PagesInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_sa_companies_pages(inputs)
	return en_sa_companies_pages(inputs)
});