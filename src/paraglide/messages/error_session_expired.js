/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Error_Session_ExpiredInputs */

const en_error_session_expired = /** @type {(inputs: Error_Session_ExpiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your session has expired. Please log in again.`)
};

const hi_error_session_expired = /** @type {(inputs: Error_Session_ExpiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`आपका सत्र समाप्त हो गया है। कृपया फिर से लॉग इन करें।`)
};

/**
* | output |
* | --- |
* | "Your session has expired. Please log in again." |
*
* @param {Error_Session_ExpiredInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const error_session_expired = /** @type {((inputs?: Error_Session_ExpiredInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Error_Session_ExpiredInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_error_session_expired(inputs)
	return en_error_session_expired(inputs)
});