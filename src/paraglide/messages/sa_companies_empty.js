/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Sa_Companies_EmptyInputs */

const en_sa_companies_empty = /** @type {(inputs: Sa_Companies_EmptyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No companies found.`)
};

const hi_sa_companies_empty = /** @type {(inputs: Sa_Companies_EmptyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`कोई कंपनी नहीं मिली।`)
};

/**
* | output |
* | --- |
* | "No companies found." |
*
* @param {Sa_Companies_EmptyInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const sa_companies_empty = /** @type {((inputs?: Sa_Companies_EmptyInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Sa_Companies_EmptyInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_sa_companies_empty(inputs)
	return en_sa_companies_empty(inputs)
});