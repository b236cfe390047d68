/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Beneficiary_Upi_DetailsInputs */

const en_beneficiary_upi_details = /** @type {(inputs: Beneficiary_Upi_DetailsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`UPI Details`)
};

const hi_beneficiary_upi_details = /** @type {(inputs: Beneficiary_Upi_DetailsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`UPI विवरण`)
};

/**
* | output |
* | --- |
* | "UPI Details" |
*
* @param {Beneficiary_Upi_DetailsInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const beneficiary_upi_details = /** @type {((inputs?: Beneficiary_Upi_DetailsInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Beneficiary_Upi_DetailsInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_beneficiary_upi_details(inputs)
	return en_beneficiary_upi_details(inputs)
});