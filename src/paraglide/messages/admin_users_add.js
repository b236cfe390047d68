/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Users_AddInputs */

const en_admin_users_add = /** @type {(inputs: Admin_Users_AddInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Add`)
};

const hi_admin_users_add = /** @type {(inputs: Admin_Users_AddInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`जोड़ें`)
};

/**
* | output |
* | --- |
* | "Add" |
*
* @param {Admin_Users_AddInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const admin_users_add = /** @type {((inputs?: Admin_Users_AddInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Users_AddInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_admin_users_add(inputs)
	return en_admin_users_add(inputs)
});