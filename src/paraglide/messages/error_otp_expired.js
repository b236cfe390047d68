/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Error_Otp_ExpiredInputs */

const en_error_otp_expired = /** @type {(inputs: Error_Otp_ExpiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`OTP has expired. Please request a new one.`)
};

const hi_error_otp_expired = /** @type {(inputs: Error_Otp_ExpiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`OTP की समय-सीमा खत्म हो गई है। कृपया नया OTP मँगाएँ।`)
};

/**
* | output |
* | --- |
* | "OTP has expired. Please request a new one." |
*
* @param {Error_Otp_ExpiredInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const error_otp_expired = /** @type {((inputs?: Error_Otp_ExpiredInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Error_Otp_ExpiredInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_error_otp_expired(inputs)
	return en_error_otp_expired(inputs)
});