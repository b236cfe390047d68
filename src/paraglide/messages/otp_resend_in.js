/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Otp_Resend_InInputs */

const en_otp_resend_in = /** @type {(inputs: Otp_Resend_InInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Resend OTP in`)
};

const hi_otp_resend_in = /** @type {(inputs: Otp_Resend_InInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`OTP दोबारा भेजने में बाकी समय`)
};

/**
* | output |
* | --- |
* | "Resend OTP in" |
*
* @param {Otp_Resend_InInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const otp_resend_in = /** @type {((inputs?: Otp_Resend_InInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Otp_Resend_InInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_otp_resend_in(inputs)
	return en_otp_resend_in(inputs)
});