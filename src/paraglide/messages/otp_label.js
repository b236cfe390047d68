/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Otp_LabelInputs */

const en_otp_label = /** @type {(inputs: Otp_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`OTP`)
};

const hi_otp_label = /** @type {(inputs: Otp_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`OTP`)
};

/**
* | output |
* | --- |
* | "OTP" |
*
* @param {Otp_LabelInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const otp_label = /** @type {((inputs?: Otp_LabelInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Otp_LabelInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_otp_label(inputs)
	return en_otp_label(inputs)
});