/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Sa_Companies_AddInputs */

const en_sa_companies_add = /** @type {(inputs: Sa_Companies_AddInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Add`)
};

const hi_sa_companies_add = /** @type {(inputs: Sa_Companies_AddInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`जोड़ें`)
};

/**
* | output |
* | --- |
* | "Add" |
*
* @param {Sa_Companies_AddInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const sa_companies_add = /** @type {((inputs?: Sa_Companies_AddInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Sa_Companies_AddInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_sa_companies_add(inputs)
	return en_sa_companies_add(inputs)
});