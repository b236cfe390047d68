/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Error_Email_Already_RegisteredInputs */

const en_error_email_already_registered = /** @type {(inputs: Error_Email_Already_RegisteredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This email is already registered. Please log in instead.`)
};

const hi_error_email_already_registered = /** @type {(inputs: Error_Email_Already_RegisteredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`यह ईमेल पहले से रजिस्टर है। कृपया लॉग इन करें।`)
};

/**
* | output |
* | --- |
* | "This email is already registered. Please log in instead." |
*
* @param {Error_Email_Already_RegisteredInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const error_email_already_registered = /** @type {((inputs?: Error_Email_Already_RegisteredInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Error_Email_Already_RegisteredInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_error_email_already_registered(inputs)
	return en_error_email_already_registered(inputs)
});