/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Beneficiary_Bank_PlaceholderInputs */

const en_beneficiary_bank_placeholder = /** @type {(inputs: Beneficiary_Bank_PlaceholderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`State Bank of India`)
};

const hi_beneficiary_bank_placeholder = /** @type {(inputs: Beneficiary_Bank_PlaceholderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`भारतीय स्टेट बैंक`)
};

/**
* | output |
* | --- |
* | "State Bank of India" |
*
* @param {Beneficiary_Bank_PlaceholderInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const beneficiary_bank_placeholder = /** @type {((inputs?: Beneficiary_Bank_PlaceholderInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Beneficiary_Bank_PlaceholderInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_beneficiary_bank_placeholder(inputs)
	return en_beneficiary_bank_placeholder(inputs)
});