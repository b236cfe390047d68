/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Beneficiary_Select_CompanyInputs */

const en_beneficiary_select_company = /** @type {(inputs: Beneficiary_Select_CompanyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Select Company`)
};

const hi_beneficiary_select_company = /** @type {(inputs: Beneficiary_Select_CompanyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`कंपनी चुनें`)
};

/**
* | output |
* | --- |
* | "Select Company" |
*
* @param {Beneficiary_Select_CompanyInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const beneficiary_select_company = /** @type {((inputs?: Beneficiary_Select_CompanyInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Beneficiary_Select_CompanyInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_beneficiary_select_company(inputs)
	return en_beneficiary_select_company(inputs)
});