/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Reset_New_PasswordInputs */

const en_reset_new_password = /** @type {(inputs: Reset_New_PasswordInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`New Password`)
};

const hi_reset_new_password = /** @type {(inputs: Reset_New_PasswordInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`नया पासवर्ड`)
};

/**
* | output |
* | --- |
* | "New Password" |
*
* @param {Reset_New_PasswordInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const reset_new_password = /** @type {((inputs?: Reset_New_PasswordInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Reset_New_PasswordInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_reset_new_password(inputs)
	return en_reset_new_password(inputs)
});