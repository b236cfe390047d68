/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Beneficiary_Holder_InvalidInputs */

const en_beneficiary_holder_invalid = /** @type {(inputs: Beneficiary_Holder_InvalidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Account holder name must be at most 100 characters, without control, invisible or text-direction characters`)
};

const hi_beneficiary_holder_invalid = /** @type {(inputs: Beneficiary_Holder_InvalidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`खाताधारक के नाम में ज़्यादा से ज़्यादा 100 कैरेक्टर हों, और कोई कंट्रोल, अदृश्य या टेक्स्ट-दिशा वाला कैरेक्टर न हो`)
};

/**
* | output |
* | --- |
* | "Account holder name must be at most 100 characters, without control, invisible or text-direction characters" |
*
* @param {Beneficiary_Holder_InvalidInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const beneficiary_holder_invalid = /** @type {((inputs?: Beneficiary_Holder_InvalidInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Beneficiary_Holder_InvalidInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_beneficiary_holder_invalid(inputs)
	return en_beneficiary_holder_invalid(inputs)
});