/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Error_Invalid_LoginInputs */

const en_error_invalid_login = /** @type {(inputs: Error_Invalid_LoginInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Invalid email or password.`)
};

const hi_error_invalid_login = /** @type {(inputs: Error_Invalid_LoginInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ईमेल या पासवर्ड गलत है।`)
};

/**
* | output |
* | --- |
* | "Invalid email or password." |
*
* @param {Error_Invalid_LoginInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const error_invalid_login = /** @type {((inputs?: Error_Invalid_LoginInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Error_Invalid_LoginInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_error_invalid_login(inputs)
	return en_error_invalid_login(inputs)
});