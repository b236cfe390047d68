/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Sa_Companies_AadhaarInputs */

const en_sa_companies_aadhaar = /** @type {(inputs: Sa_Companies_AadhaarInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aadhaar`)
};

const hi_sa_companies_aadhaar = /** @type {(inputs: Sa_Companies_AadhaarInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aadhaar`)
};

/**
* | output |
* | --- |
* | "Aadhaar" |
*
* @param {Sa_Companies_AadhaarInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const sa_companies_aadhaar = /** @type {((inputs?: Sa_Companies_AadhaarInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Sa_Companies_AadhaarInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_sa_companies_aadhaar(inputs)
	return en_sa_companies_aadhaar(inputs)
});