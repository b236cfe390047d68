/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Users_Email_InvalidInputs */

const en_admin_users_email_invalid = /** @type {(inputs: Admin_Users_Email_InvalidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Please enter a valid email address`)
};

const hi_admin_users_email_invalid = /** @type {(inputs: Admin_Users_Email_InvalidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`कृपया सही ईमेल पता डालें`)
};

/**
* | output |
* | --- |
* | "Please enter a valid email address" |
*
* @param {Admin_Users_Email_InvalidInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const admin_users_email_invalid = /** @type {((inputs?: Admin_Users_Email_InvalidInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Users_Email_InvalidInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_admin_users_email_invalid(inputs)
	return en_admin_users_email_invalid(inputs)
});