/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Superadmin_Get_OtpInputs */

const en_superadmin_get_otp = /** @type {(inputs: Superadmin_Get_OtpInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Get OTP`)
};

const hi_superadmin_get_otp = /** @type {(inputs: Superadmin_Get_OtpInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`OTP पाएँ`)
};

/**
* | output |
* | --- |
* | "Get OTP" |
*
* @param {Superadmin_Get_OtpInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const superadmin_get_otp = /** @type {((inputs?: Superadmin_Get_OtpInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Superadmin_Get_OtpInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_superadmin_get_otp(inputs)
	return en_superadmin_get_otp(inputs)
});