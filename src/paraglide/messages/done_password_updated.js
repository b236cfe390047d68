/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Done_Password_UpdatedInputs */

const en_done_password_updated = /** @type {(inputs: Done_Password_UpdatedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Password updated successfully`)
};

const hi_done_password_updated = /** @type {(inputs: Done_Password_UpdatedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`पासवर्ड बदल दिया गया`)
};

/**
* | output |
* | --- |
* | "Password updated successfully" |
*
* @param {Done_Password_UpdatedInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const done_password_updated = /** @type {((inputs?: Done_Password_UpdatedInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Done_Password_UpdatedInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_done_password_updated(inputs)
	return en_done_password_updated(inputs)
});