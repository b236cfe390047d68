/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Users_Add_TitleInputs */

const en_admin_users_add_title = /** @type {(inputs: Admin_Users_Add_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Add New User`)
};

const hi_admin_users_add_title = /** @type {(inputs: Admin_Users_Add_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`नया यूज़र जोड़ें`)
};

/**
* | output |
* | --- |
* | "Add New User" |
*
* @param {Admin_Users_Add_TitleInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const admin_users_add_title = /** @type {((inputs?: Admin_Users_Add_TitleInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Users_Add_TitleInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_admin_users_add_title(inputs)
	return en_admin_users_add_title(inputs)
});