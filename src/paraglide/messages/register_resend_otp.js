/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Register_Resend_OtpInputs */

const en_register_resend_otp = /** @type {(inputs: Register_Resend_OtpInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Resend OTP`)
};

const hi_register_resend_otp = /** @type {(inputs: Register_Resend_OtpInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`OTP दोबारा भेजें`)
};

/**
* | output |
* | --- |
* | "Resend OTP" |
*
* @param {Register_Resend_OtpInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const register_resend_otp = /** @type {((inputs?: Register_Resend_OtpInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Register_Resend_OtpInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_register_resend_otp(inputs)
	return en_register_resend_otp(inputs)
});