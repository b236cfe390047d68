/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Register_Otp_PlaceholderInputs */

const en_register_otp_placeholder = /** @type {(inputs: Register_Otp_PlaceholderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`6-digit code`)
};

const hi_register_otp_placeholder = /** @type {(inputs: Register_Otp_PlaceholderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`6 अंकों का कोड`)
};

/**
* | output |
* | --- |
* | "6-digit code" |
*
* @param {Register_Otp_PlaceholderInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const register_otp_placeholder = /** @type {((inputs?: Register_Otp_PlaceholderInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Register_Otp_PlaceholderInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_register_otp_placeholder(inputs)
	return en_register_otp_placeholder(inputs)
});