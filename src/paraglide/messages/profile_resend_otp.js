/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Profile_Resend_OtpInputs */

const en_profile_resend_otp = /** @type {(inputs: Profile_Resend_OtpInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Resend OTP`)
};

const hi_profile_resend_otp = /** @type {(inputs: Profile_Resend_OtpInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`OTP दोबारा भेजें`)
};

/**
* | output |
* | --- |
* | "Resend OTP" |
*
* @param {Profile_Resend_OtpInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const profile_resend_otp = /** @type {((inputs?: Profile_Resend_OtpInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Profile_Resend_OtpInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_profile_resend_otp(inputs)
	return en_profile_resend_otp(inputs)
});