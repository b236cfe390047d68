/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Error_Contact_Already_RegisteredInputs */

const en_error_contact_already_registered = /** @type {(inputs: Error_Contact_Already_RegisteredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This email or mobile number is already registered.`)
};

const hi_error_contact_already_registered = /** @type {(inputs: Error_Contact_Already_RegisteredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`यह ईमेल या मोबाइल नंबर पहले से रजिस्टर है।`)
};

/**
* | output |
* | --- |
* | "This email or mobile number is already registered." |
*
* @param {Error_Contact_Already_RegisteredInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const error_contact_already_registered = /** @type {((inputs?: Error_Contact_Already_RegisteredInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Error_Contact_Already_RegisteredInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_error_contact_already_registered(inputs)
	return en_error_contact_already_registered(inputs)
});