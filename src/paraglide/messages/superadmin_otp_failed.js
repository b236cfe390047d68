/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Superadmin_Otp_FailedInputs */

const en_superadmin_otp_failed = /** @type {(inputs: Superadmin_Otp_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Failed to send OTP`)
};

const hi_superadmin_otp_failed = /** @type {(inputs: Superadmin_Otp_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`OTP नहीं भेजा जा सका`)
};

/**
* | output |
* | --- |
* | "Failed to send OTP" |
*
* @param {Superadmin_Otp_FailedInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const superadmin_otp_failed = /** @type {((inputs?: Superadmin_Otp_FailedInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Superadmin_Otp_FailedInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_superadmin_otp_failed(inputs)
	return en_superadmin_otp_failed(inputs)
});