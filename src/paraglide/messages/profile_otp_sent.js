/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Profile_Otp_SentInputs */

const en_profile_otp_sent = /** @type {(inputs: Profile_Otp_SentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`OTP sent to your new mobile number.`)
};

const hi_profile_otp_sent = /** @type {(inputs: Profile_Otp_SentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`आपके नए मोबाइल नंबर पर OTP भेज दिया गया है।`)
};

/**
* | output |
* | --- |
* | "OTP sent to your new mobile number." |
*
* @param {Profile_Otp_SentInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const profile_otp_sent = /** @type {((inputs?: Profile_Otp_SentInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Profile_Otp_SentInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_profile_otp_sent(inputs)
	return en_profile_otp_sent(inputs)
});