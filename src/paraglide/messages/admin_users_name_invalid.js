/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Users_Name_InvalidInputs */

const en_admin_users_name_invalid = /** @type {(inputs: Admin_Users_Name_InvalidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Name must be at most 100 characters, without control, invisible or text-direction characters`)
};

const hi_admin_users_name_invalid = /** @type {(inputs: Admin_Users_Name_InvalidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`नाम में ज़्यादा से ज़्यादा 100 कैरेक्टर हों, और कोई कंट्रोल, अदृश्य या टेक्स्ट-दिशा वाला कैरेक्टर न हो`)
};

/**
* | output |
* | --- |
* | "Name must be at most 100 characters, without control, invisible or text-direction characters" |
*
* @param {Admin_Users_Name_InvalidInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const admin_users_name_invalid = /** @type {((inputs?: Admin_Users_Name_InvalidInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Users_Name_InvalidInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_admin_users_name_invalid(inputs)
	return en_admin_users_name_invalid(inputs)
});