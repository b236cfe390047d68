/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Profile_Otp_RequiredInputs */

const en_profile_otp_required = /** @type {(inputs: Profile_Otp_RequiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Please enter the 6-digit OTP sent to your new mobile number.`)
};

const hi_profile_otp_required = /** @type {(inputs: Profile_Otp_RequiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`कृपया अपने नए मोबाइल नंबर पर भेजा गया 6 अंकों का OTP डालें।`)
};

/**
* | output |
* | --- |
* | "Please enter the 6-digit OTP sent to your new mobile number." |
*
* @param {Profile_Otp_RequiredInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const profile_otp_required = /** @type {((inputs?: Profile_Otp_RequiredInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Profile_Otp_RequiredInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_profile_otp_required(inputs)
	return en_profile_otp_required(inputs)
});