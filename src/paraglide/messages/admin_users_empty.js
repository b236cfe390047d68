/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Users_EmptyInputs */

const en_admin_users_empty = /** @type {(inputs: Admin_Users_EmptyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No users found.`)
};

const hi_admin_users_empty = /** @type {(inputs: Admin_Users_EmptyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`कोई यूज़र नहीं मिला।`)
};

/**
* | output |
* | --- |
* | "No users found." |
*
* @param {Admin_Users_EmptyInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const admin_users_empty = /** @type {((inputs?: Admin_Users_EmptyInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Users_EmptyInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_admin_users_empty(inputs)
	return en_admin_users_empty(inputs)
});