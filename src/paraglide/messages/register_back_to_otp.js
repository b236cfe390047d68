/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Register_Back_To_OtpInputs */

const en_register_back_to_otp = /** @type {(inputs: Register_Back_To_OtpInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Back to OTP Request`)
};

const hi_register_back_to_otp = /** @type {(inputs: Register_Back_To_OtpInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`OTP चरण पर वापस जाएँ`)
};

/**
* | output |
* | --- |
* | "Back to OTP Request" |
*
* @param {Register_Back_To_OtpInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const register_back_to_otp = /** @type {((inputs?: Register_Back_To_OtpInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Register_Back_To_OtpInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_register_back_to_otp(inputs)
	return en_register_back_to_otp(inputs)
});