/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} After_Aadhaar_ChecksumInputs */

const en_after_aadhaar_checksum = /** @type {(inputs: After_Aadhaar_ChecksumInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This Aadhaar number is not valid: please check the digits.`)
};

const hi_after_aadhaar_checksum = /** @type {(inputs: After_Aadhaar_ChecksumInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`यह Aadhaar नंबर सही नहीं है: कृपया अंक दोबारा जाँच लें।`)
};

/**
* | output |
* | --- |
* | "This Aadhaar number is not valid: please check the digits." |
*
* @param {After_Aadhaar_ChecksumInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const after_aadhaar_checksum = /** @type {((inputs?: After_Aadhaar_ChecksumInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<After_Aadhaar_ChecksumInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_after_aadhaar_checksum(inputs)
	return en_after_aadhaar_checksum(inputs)
});