/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Users_Password_RequiredInputs */

const en_admin_users_password_required = /** @type {(inputs: Admin_Users_Password_RequiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Password is required`)
};

const hi_admin_users_password_required = /** @type {(inputs: Admin_Users_Password_RequiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`पासवर्ड ज़रूरी है`)
};

/**
* | output |
* | --- |
* | "Password is required" |
*
* @param {Admin_Users_Password_RequiredInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const admin_users_password_required = /** @type {((inputs?: Admin_Users_Password_RequiredInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Users_Password_RequiredInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_admin_users_password_required(inputs)
	return en_admin_users_password_required(inputs)
});