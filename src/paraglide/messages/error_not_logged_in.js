/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Error_Not_Logged_InInputs */

const en_error_not_logged_in = /** @type {(inputs: Error_Not_Logged_InInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Please log in to continue.`)
};

const hi_error_not_logged_in = /** @type {(inputs: Error_Not_Logged_InInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`आगे बढ़ने के लिए कृपया लॉग इन करें।`)
};

/**
* | output |
* | --- |
* | "Please log in to continue." |
*
* @param {Error_Not_Logged_InInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const error_not_logged_in = /** @type {((inputs?: Error_Not_Logged_InInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Error_Not_Logged_InInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_error_not_logged_in(inputs)
	return en_error_not_logged_in(inputs)
});