/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Sa_Companies_Company_NameInputs */

const en_sa_companies_company_name = /** @type {(inputs: Sa_Companies_Company_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Company Name`)
};

const hi_sa_companies_company_name = /** @type {(inputs: Sa_Companies_Company_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`कंपनी का नाम`)
};

/**
* | output |
* | --- |
* | "Company Name" |
*
* @param {Sa_Companies_Company_NameInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const sa_companies_company_name = /** @type {((inputs?: Sa_Companies_Company_NameInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Sa_Companies_Company_NameInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_sa_companies_company_name(inputs)
	return en_sa_companies_company_name(inputs)
});