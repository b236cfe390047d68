/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Sa_Companies_AddingInputs */

const en_sa_companies_adding = /** @type {(inputs: Sa_Companies_AddingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Adding...`)
};

const hi_sa_companies_adding = /** @type {(inputs: Sa_Companies_AddingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`जोड़ा जा रहा है...`)
};

/**
* | output |
* | --- |
* | "Adding..." |
*
* @param {Sa_Companies_AddingInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const sa_companies_adding = /** @type {((inputs?: Sa_Companies_AddingInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Sa_Companies_AddingInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_sa_companies_adding(inputs)
	return en_sa_companies_adding(inputs)
});