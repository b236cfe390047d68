/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Profile_Mobile_OtpInputs */

const en_profile_mobile_otp = /** @type {(inputs: Profile_Mobile_OtpInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mobile OTP`)
};

const hi_profile_mobile_otp = /** @type {(inputs: Profile_Mobile_OtpInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`मोबाइल OTP`)
};

/**
* | output |
* | --- |
* | "Mobile OTP" |
*
* @param {Profile_Mobile_OtpInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const profile_mobile_otp = /** @type {((inputs?: Profile_Mobile_OtpInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Profile_Mobile_OtpInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_profile_mobile_otp(inputs)
	return en_profile_mobile_otp(inputs)
});