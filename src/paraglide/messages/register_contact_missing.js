/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Register_Contact_MissingInputs */

const en_register_contact_missing = /** @type {(inputs: Register_Contact_MissingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Please fill in Name, Email, and Mobile to request OTP.`)
};

const hi_register_contact_missing = /** @type {(inputs: Register_Contact_MissingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`OTP मँगाने के लिए कृपया नाम, ईमेल और मोबाइल भरें।`)
};

/**
* | output |
* | --- |
* | "Please fill in Name, Email, and Mobile to request OTP." |
*
* @param {Register_Contact_MissingInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const register_contact_missing = /** @type {((inputs?: Register_Contact_MissingInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Register_Contact_MissingInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_register_contact_missing(inputs)
	return en_register_contact_missing(inputs)
});