/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Sa_Companies_TableInputs */

const en_sa_companies_table = /** @type {(inputs: Sa_Companies_TableInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Companies`)
};

const hi_sa_companies_table = /** @type {(inputs: Sa_Companies_TableInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`कंपनियाँ`)
};

/**
* | output |
* | --- |
* | "Companies" |
*
* @param {Sa_Companies_TableInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const sa_companies_table = /** @type {((inputs?: Sa_Companies_TableInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Sa_Companies_TableInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_sa_companies_table(inputs)
	return en_sa_companies_table(inputs)
});