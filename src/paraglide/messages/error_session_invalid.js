/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Error_Session_InvalidInputs */

const en_error_session_invalid = /** @type {(inputs: Error_Session_InvalidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your session is not valid. Please log in again.`)
};

const hi_error_session_invalid = /** @type {(inputs: Error_Session_InvalidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`आपका सत्र मान्य नहीं है। कृपया फिर से लॉग इन करें।`)
};

/**
* | output |
* | --- |
* | "Your session is not valid. Please log in again." |
*
* @param {Error_Session_InvalidInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const error_session_invalid = /** @type {((inputs?: Error_Session_InvalidInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Error_Session_InvalidInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_error_session_invalid(inputs)
	return en_error_session_invalid(inputs)
});