/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Users_Select_RoleInputs */

const en_admin_users_select_role = /** @type {(inputs: Admin_Users_Select_RoleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Select Role`)
};

const hi_admin_users_select_role = /** @type {(inputs: Admin_Users_Select_RoleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`भूमिका चुनें`)
};

/**
* | output |
* | --- |
* | "Select Role" |
*
* @param {Admin_Users_Select_RoleInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const admin_users_select_role = /** @type {((inputs?: Admin_Users_Select_RoleInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Users_Select_RoleInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_admin_users_select_role(inputs)
	return en_admin_users_select_role(inputs)
});