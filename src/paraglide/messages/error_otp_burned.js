/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Error_Otp_BurnedInputs */

const en_error_otp_burned = /** @type {(inputs: Error_Otp_BurnedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Too many wrong attempts. Please request a new OTP.`)
};

const hi_error_otp_burned = /** @type {(inputs: Error_Otp_BurnedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`बहुत ज़्यादा बार गलत OTP डाला गया। कृपया नया OTP मँगाएँ।`)
};

/**
* | output |
* | --- |
* | "Too many wrong attempts. Please request a new OTP." |
*
* @param {Error_Otp_BurnedInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const error_otp_burned = /** @type {((inputs?: Error_Otp_BurnedInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Error_Otp_BurnedInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_error_otp_burned(inputs)
	return en_error_otp_burned(inputs)
});