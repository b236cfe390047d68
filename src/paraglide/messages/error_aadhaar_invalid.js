/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Error_Aadhaar_InvalidInputs */

const en_error_aadhaar_invalid = /** @type {(inputs: Error_Aadhaar_InvalidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Please enter a valid 12-digit Aadhaar number.`)
};

const hi_error_aadhaar_invalid = /** @type {(inputs: Error_Aadhaar_InvalidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`कृपया 12 अंकों का सही Aadhaar नंबर डालें।`)
};

/**
* | output |
* | --- |
* | "Please enter a valid 12-digit Aadhaar number." |
*
* @param {Error_Aadhaar_InvalidInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const error_aadhaar_invalid = /** @type {((inputs?: Error_Aadhaar_InvalidInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Error_Aadhaar_InvalidInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_error_aadhaar_invalid(inputs)
	return en_error_aadhaar_invalid(inputs)
});