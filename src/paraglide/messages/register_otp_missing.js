/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Register_Otp_MissingInputs */

const en_register_otp_missing = /** @type {(inputs: Register_Otp_MissingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Please enter the OTP.`)
};

const hi_register_otp_missing = /** @type {(inputs: Register_Otp_MissingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`कृपया OTP डालें।`)
};

/**
* | output |
* | --- |
* | "Please enter the OTP." |
*
* @param {Register_Otp_MissingInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const register_otp_missing = /** @type {((inputs?: Register_Otp_MissingInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Register_Otp_MissingInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_register_otp_missing(inputs)
	return en_register_otp_missing(inputs)
});