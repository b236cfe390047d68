/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Beneficiary_Bank_NameInputs */

const en_beneficiary_bank_name = /** @type {(inputs: Beneficiary_Bank_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Bank Name`)
};

const hi_beneficiary_bank_name = /** @type {(inputs: Beneficiary_Bank_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`बैंक का नाम`)
};

/**
* | output |
* | --- |
* | "Bank Name" |
*
* @param {Beneficiary_Bank_NameInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const beneficiary_bank_name = /** @type {((inputs?: Beneficiary_Bank_NameInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Beneficiary_Bank_NameInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_beneficiary_bank_name(inputs)
	return en_beneficiary_bank_name(inputs)
});