/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Sa_Companies_Add_CompanyInputs */

const en_sa_companies_add_company = /** @type {(inputs: Sa_Companies_Add_CompanyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Add Company`)
};

const hi_sa_companies_add_company = /** @type {(inputs: Sa_Companies_Add_CompanyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`कंपनी जोड़ें`)
};

/**
* | output |
* | --- |
* | "Add Company" |
*
* @param {Sa_Companies_Add_CompanyInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const sa_companies_add_company = /** @type {((inputs?: Sa_Companies_Add_CompanyInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Sa_Companies_Add_CompanyInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_sa_companies_add_company(inputs)
	return en_sa_companies_add_company(inputs)
});