/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Sa_Companies_Pin_CodeInputs */

const en_sa_companies_pin_code = /** @type {(inputs: Sa_Companies_Pin_CodeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`PIN Code`)
};

const hi_sa_companies_pin_code = /** @type {(inputs: Sa_Companies_Pin_CodeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`पिन कोड`)
};

/**
* | output |
* | --- |
* | "PIN Code" |
*
* @param {Sa_Companies_Pin_CodeInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const sa_companies_pin_code = /** @type {((inputs?: Sa_Companies_Pin_CodeInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Sa_Companies_Pin_CodeInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_sa_companies_pin_code(inputs)
	return en_sa_companies_pin_code(inputs)
});