/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Profile_Otp_PlaceholderInputs */

const en_profile_otp_placeholder = /** @type {(inputs: Profile_Otp_PlaceholderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`6-digit code`)
};

const hi_profile_otp_placeholder = /** @type {(inputs: Profile_Otp_PlaceholderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`6 अंकों का कोड`)
};

/**
* | output |
* | --- |
* | "6-digit code" |
*
* @param {Profile_Otp_PlaceholderInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const profile_otp_placeholder = /** @type {((inputs?: Profile_Otp_PlaceholderInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Profile_Otp_PlaceholderInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_profile_otp_placeholder(inputs)
	return en_profile_otp_placeholder(inputs)
});