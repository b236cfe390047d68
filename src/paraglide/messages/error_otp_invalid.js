/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Error_Otp_InvalidInputs */

const en_error_otp_invalid = /** @type {(inputs: Error_Otp_InvalidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Invalid OTP.`)
};

const hi_error_otp_invalid = /** @type {(inputs: Error_Otp_InvalidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`OTP गलत है।`)
};

/**
* | output |
* | --- |
* | "Invalid OTP." |
*
* @param {Error_Otp_InvalidInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const error_otp_invalid = /** @type {((inputs?: Error_Otp_InvalidInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Error_Otp_InvalidInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_error_otp_invalid(inputs)
	return en_error_otp_invalid(inputs)
});