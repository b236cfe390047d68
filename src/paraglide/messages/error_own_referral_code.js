/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Error_Own_Referral_CodeInputs */

const en_error_own_referral_code = /** @type {(inputs: Error_Own_Referral_CodeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`You cannot use your own Member ID as a referral code.`)
};

const hi_error_own_referral_code = /** @type {(inputs: Error_Own_Referral_CodeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`आप अपनी ही Member ID को रेफ़रल कोड के रूप में इस्तेमाल नहीं कर सकते।`)
};

/**
* | output |
* | --- |
* | "You cannot use your own Member ID as a referral code." |
*
* @param {Error_Own_Referral_CodeInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const error_own_referral_code = /** @type {((inputs?: Error_Own_Referral_CodeInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Error_Own_Referral_CodeInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_error_own_referral_code(inputs)
	return en_error_own_referral_code(inputs)
});