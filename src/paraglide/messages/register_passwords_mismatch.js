/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Register_Passwords_MismatchInputs */

const en_register_passwords_mismatch = /** @type {(inputs: Register_Passwords_MismatchInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Passwords do not match!`)
};

const hi_register_passwords_mismatch = /** @type {(inputs: Register_Passwords_MismatchInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`पासवर्ड मेल नहीं खाते!`)
};

/**
* | output |
* | --- |
* | "Passwords do not match!" |
*
* @param {Register_Passwords_MismatchInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const register_passwords_mismatch = /** @type {((inputs?: Register_Passwords_MismatchInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Register_Passwords_MismatchInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_register_passwords_mismatch(inputs)
	return en_register_passwords_mismatch(inputs)
});