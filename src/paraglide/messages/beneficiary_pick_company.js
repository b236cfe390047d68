/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Beneficiary_Pick_CompanyInputs */

const en_beneficiary_pick_company = /** @type {(inputs: Beneficiary_Pick_CompanyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Select a company to see its bank and UPI details.`)
};

const hi_beneficiary_pick_company = /** @type {(inputs: Beneficiary_Pick_CompanyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`बैंक और UPI विवरण देखने के लिए कोई कंपनी चुनें।`)
};

/**
* | output |
* | --- |
* | "Select a company to see its bank and UPI details." |
*
* @param {Beneficiary_Pick_CompanyInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const beneficiary_pick_company = /** @type {((inputs?: Beneficiary_Pick_CompanyInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Beneficiary_Pick_CompanyInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_beneficiary_pick_company(inputs)
	return en_beneficiary_pick_company(inputs)
});