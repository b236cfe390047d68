/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Beneficiary_Upi_InvalidInputs */

const en_beneficiary_upi_invalid = /** @type {(inputs: Beneficiary_Upi_InvalidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`UPI ID must look like name@bank (e.g. strtoken@sbi)`)
};

const hi_beneficiary_upi_invalid = /** @type {(inputs: Beneficiary_Upi_InvalidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`UPI ID name@bank जैसी होनी चाहिए (जैसे strtoken@sbi)`)
};

/**
* | output |
* | --- |
* | "UPI ID must look like name@bank (e.g. strtoken@sbi)" |
*
* @param {Beneficiary_Upi_InvalidInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const beneficiary_upi_invalid = /** @type {((inputs?: Beneficiary_Upi_InvalidInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Beneficiary_Upi_InvalidInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_beneficiary_upi_invalid(inputs)
	return en_beneficiary_upi_invalid(inputs)
});