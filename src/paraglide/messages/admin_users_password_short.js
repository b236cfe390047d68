/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Users_Password_ShortInputs */

const en_admin_users_password_short = /** @type {(inputs: Admin_Users_Password_ShortInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Password must be at least 8 characters`)
};

const hi_admin_users_password_short = /** @type {(inputs: Admin_Users_Password_ShortInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`पासवर्ड में कम से कम 8 कैरेक्टर होने चाहिए`)
};

/**
* | output |
* | --- |
* | "Password must be at least 8 characters" |
*
* @param {Admin_Users_Password_ShortInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const admin_users_password_short = /** @type {((inputs?: Admin_Users_Password_ShortInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Users_Password_ShortInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_admin_users_password_short(inputs)
	return en_admin_users_password_short(inputs)
});