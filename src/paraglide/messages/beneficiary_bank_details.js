/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Beneficiary_Bank_DetailsInputs */

const en_beneficiary_bank_details = /** @type {(inputs: Beneficiary_Bank_DetailsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Bank Details`)
};

const hi_beneficiary_bank_details = /** @type {(inputs: Beneficiary_Bank_DetailsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`बैंक विवरण`)
};

/**
* | output |
* | --- |
* | "Bank Details" |
*
* @param {Beneficiary_Bank_DetailsInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const beneficiary_bank_details = /** @type {((inputs?: Beneficiary_Bank_DetailsInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Beneficiary_Bank_DetailsInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_beneficiary_bank_details(inputs)
	return en_beneficiary_bank_details(inputs)
});