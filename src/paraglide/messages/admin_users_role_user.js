/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Users_Role_UserInputs */

const en_admin_users_role_user = /** @type {(inputs: Admin_Users_Role_UserInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`User`)
};

const hi_admin_users_role_user = /** @type {(inputs: Admin_Users_Role_UserInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`यूज़र`)
};

/**
* | output |
* | --- |
* | "User" |
*
* @param {Admin_Users_Role_UserInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const admin_users_role_user = /** @type {((inputs?: Admin_Users_Role_UserInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Users_Role_UserInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_admin_users_role_user(inputs)
	return en_admin_users_role_user(inputs)
});