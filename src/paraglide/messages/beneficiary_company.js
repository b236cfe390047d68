/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Beneficiary_CompanyInputs */

const en_beneficiary_company = /** @type {(inputs: Beneficiary_CompanyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Company`)
};

const hi_beneficiary_company = /** @type {(inputs: Beneficiary_CompanyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`कंपनी`)
};

/**
* | output |
* | --- |
* | "Company" |
*
* @param {Beneficiary_CompanyInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const beneficiary_company = /** @type {((inputs?: Beneficiary_CompanyInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Beneficiary_CompanyInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_beneficiary_company(inputs)
	return en_beneficiary_company(inputs)
});