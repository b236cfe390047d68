/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Users_Update_TitleInputs */

const en_admin_users_update_title = /** @type {(inputs: Admin_Users_Update_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Update User`)
};

const hi_admin_users_update_title = /** @type {(inputs: Admin_Users_Update_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`यूज़र अपडेट करें`)
};

/**
* | output |
* | --- |
* | "Update User" |
*
* @param {Admin_Users_Update_TitleInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const admin_users_update_title = /** @type {((inputs?: Admin_Users_Update_TitleInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Users_Update_TitleInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_admin_users_update_title(inputs)
	return en_admin_users_update_title(inputs)
});