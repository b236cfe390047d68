/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Otp_PlaceholderInputs */

const en_otp_placeholder = /** @type {(inputs: Otp_PlaceholderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`6-digit code from your email`)
};

const hi_otp_placeholder = /** @type {(inputs: Otp_PlaceholderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`आपके ईमेल पर आया 6 अंकों का कोड`)
};

/**
* | output |
* | --- |
* | "6-digit code from your email" |
*
* @param {Otp_PlaceholderInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const otp_placeholder = /** @type {((inputs?: Otp_PlaceholderInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Otp_PlaceholderInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_otp_placeholder(inputs)
	return en_otp_placeholder(inputs)
});