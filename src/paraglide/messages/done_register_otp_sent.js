/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Done_Register_Otp_SentInputs */

const en_done_register_otp_sent = /** @type {(inputs: Done_Register_Otp_SentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`OTP sent to your email and mobile number.`)
};

const hi_done_register_otp_sent = /** @type {(inputs: Done_Register_Otp_SentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`आपके ईमेल और मोबाइल नंबर पर OTP भेज दिया गया है।`)
};

/**
* | output |
* | --- |
* | "OTP sent to your email and mobile number." |
*
* @param {Done_Register_Otp_SentInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const done_register_otp_sent = /** @type {((inputs?: Done_Register_Otp_SentInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Done_Register_Otp_SentInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_done_register_otp_sent(inputs)
	return en_done_register_otp_sent(inputs)
});