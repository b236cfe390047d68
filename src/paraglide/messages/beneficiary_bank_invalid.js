/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Beneficiary_Bank_InvalidInputs */

const en_beneficiary_bank_invalid = /** @type {(inputs: Beneficiary_Bank_InvalidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Bank name must be at most 100 characters`)
};

const hi_beneficiary_bank_invalid = /** @type {(inputs: Beneficiary_Bank_InvalidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`बैंक के नाम में ज़्यादा से ज़्यादा 100 कैरेक्टर हो सकते हैं`)
};

/**
* | output |
* | --- |
* | "Bank name must be at most 100 characters" |
*
* @param {Beneficiary_Bank_InvalidInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const beneficiary_bank_invalid = /** @type {((inputs?: Beneficiary_Bank_InvalidInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Beneficiary_Bank_InvalidInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_beneficiary_bank_invalid(inputs)
	return en_beneficiary_bank_invalid(inputs)
});