/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Superadmin_Sending_OtpInputs */

const en_superadmin_sending_otp = /** @type {(inputs: Superadmin_Sending_OtpInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sending OTP...`)
};

const hi_superadmin_sending_otp = /** @type {(inputs: Superadmin_Sending_OtpInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`OTP भेजा जा रहा है...`)
};

/**
* | output |
* | --- |
* | "Sending OTP..." |
*
* @param {Superadmin_Sending_OtpInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const superadmin_sending_otp = /** @type {((inputs?: Superadmin_Sending_OtpInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Superadmin_Sending_OtpInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_superadmin_sending_otp(inputs)
	return en_superadmin_sending_otp(inputs)
});