/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Sa_Companies_Aadhaar_NumberInputs */

const en_sa_companies_aadhaar_number = /** @type {(inputs: Sa_Companies_Aadhaar_NumberInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aadhaar Number`)
};

const hi_sa_companies_aadhaar_number = /** @type {(inputs: Sa_Companies_Aadhaar_NumberInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aadhaar नंबर`)
};

/**
* | output |
* | --- |
* | "Aadhaar Number" |
*
* @param {Sa_Companies_Aadhaar_NumberInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const sa_companies_aadhaar_number = /** @type {((inputs?: Sa_Companies_Aadhaar_NumberInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Sa_Companies_Aadhaar_NumberInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_sa_companies_aadhaar_number(inputs)
	return en_sa_companies_aadhaar_number(inputs)
});