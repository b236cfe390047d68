/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Profile_Send_OtpInputs */

const en_profile_send_otp = /** @type {(inputs: Profile_Send_OtpInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Send OTP`)
};

const hi_profile_send_otp = /** @type {(inputs: Profile_Send_OtpInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`OTP भेजें`)
};

/**
* | output |
* | --- |
* | "Send OTP" |
*
* @param {Profile_Send_OtpInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const profile_send_otp = /** @type {((inputs?: Profile_Send_OtpInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Profile_Send_OtpInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_profile_send_otp(inputs)
	return en_profile_send_otp(inputs)
});