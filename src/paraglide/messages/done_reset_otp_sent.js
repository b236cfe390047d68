/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Done_Reset_Otp_SentInputs */

const en_done_reset_otp_sent = /** @type {(inputs: Done_Reset_Otp_SentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`OTP successfully send`)
};

const hi_done_reset_otp_sent = /** @type {(inputs: Done_Reset_Otp_SentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`OTP भेज दिया गया`)
};

/**
* | output |
* | --- |
* | "OTP successfully send" |
*
* @param {Done_Reset_Otp_SentInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const done_reset_otp_sent = /** @type {((inputs?: Done_Reset_Otp_SentInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Done_Reset_Otp_SentInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_done_reset_otp_sent(inputs)
	return en_done_reset_otp_sent(inputs)
});