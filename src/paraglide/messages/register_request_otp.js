/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Register_Request_OtpInputs */

const en_register_request_otp = /** @type {(inputs: Register_Request_OtpInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Request OTP`)
};

const hi_register_request_otp = /** @type {(inputs: Register_Request_OtpInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`OTP मँगाएँ`)
};

/**
* | output |
* | --- |
* | "Request OTP" |
*
* @param {Register_Request_OtpInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const register_request_otp = /** @type {((inputs?: Register_Request_OtpInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Register_Request_OtpInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_register_request_otp(inputs)
	return en_register_request_otp(inputs)
});