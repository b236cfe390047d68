/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Reset_Passwords_MismatchInputs */

const en_reset_passwords_mismatch = /** @type {(inputs: Reset_Passwords_MismatchInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`New passwords do not match.`)
};

const hi_reset_passwords_mismatch = /** @type {(inputs: Reset_Passwords_MismatchInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`नए पासवर्ड मेल नहीं खाते।`)
};

/**
* | output |
* | --- |
* | "New passwords do not match." |
*
* @param {Reset_Passwords_MismatchInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const reset_passwords_mismatch = /** @type {((inputs?: Reset_Passwords_MismatchInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Reset_Passwords_MismatchInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_reset_passwords_mismatch(inputs)
	return en_reset_passwords_mismatch(inputs)
});