/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Sa_Companies_Pin_PlaceholderInputs */

const en_sa_companies_pin_placeholder = /** @type {(inputs: Sa_Companies_Pin_PlaceholderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`6 digits`)
};

const hi_sa_companies_pin_placeholder = /** @type {(inputs: Sa_Companies_Pin_PlaceholderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`6 अंक`)
};

/**
* | output |
* | --- |
* | "6 digits" |
*
* @param {Sa_Companies_Pin_PlaceholderInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const sa_companies_pin_placeholder = /** @type {((inputs?: Sa_Companies_Pin_PlaceholderInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Sa_Companies_Pin_PlaceholderInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_sa_companies_pin_placeholder(inputs)
	return en_sa_companies_pin_placeholder(inputs)
});