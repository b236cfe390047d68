/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Credentials_Password_PlaceholderInputs */

const en_credentials_password_placeholder = /** @type {(inputs: Credentials_Password_PlaceholderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your password`)
};

const hi_credentials_password_placeholder = /** @type {(inputs: Credentials_Password_PlaceholderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`आपका पासवर्ड`)
};

/**
* | output |
* | --- |
* | "Your password" |
*
* @param {Credentials_Password_PlaceholderInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const credentials_password_placeholder = /** @type {((inputs?: Credentials_Password_PlaceholderInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Credentials_Password_PlaceholderInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_credentials_password_placeholder(inputs)
	return en_credentials_password_placeholder(inputs)
});