/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Reset_Email_MissingInputs */

const en_reset_email_missing = /** @type {(inputs: Reset_Email_MissingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Please enter your email address.`)
};

const hi_reset_email_missing = /** @type {(inputs: Reset_Email_MissingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`कृपया अपना ईमेल पता डालें।`)
};

/**
* | output |
* | --- |
* | "Please enter your email address." |
*
* @param {Reset_Email_MissingInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const reset_email_missing = /** @type {((inputs?: Reset_Email_MissingInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Reset_Email_MissingInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_reset_email_missing(inputs)
	return en_reset_email_missing(inputs)
});