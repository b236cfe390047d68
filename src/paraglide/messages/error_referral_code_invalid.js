/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Error_Referral_Code_InvalidInputs */

const en_error_referral_code_invalid = /** @type {(inputs: Error_Referral_Code_InvalidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The Member ID (referral code) is not valid.`)
};

const hi_error_referral_code_invalid = /** @type {(inputs: Error_Referral_Code_InvalidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Member ID (रेफ़रल कोड) सही नहीं है।`)
};

/**
* | output |
* | --- |
* | "The Member ID (referral code) is not valid." |
*
* @param {Error_Referral_Code_InvalidInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const error_referral_code_invalid = /** @type {((inputs?: Error_Referral_Code_InvalidInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Error_Referral_Code_InvalidInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_error_referral_code_invalid(inputs)
	return en_error_referral_code_invalid(inputs)
});