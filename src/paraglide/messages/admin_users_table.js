/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Users_TableInputs */

const en_admin_users_table = /** @type {(inputs: Admin_Users_TableInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Users`)
};

const hi_admin_users_table = /** @type {(inputs: Admin_Users_TableInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`यूज़र`)
};

/**
* | output |
* | --- |
* | "Users" |
*
* @param {Admin_Users_TableInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const admin_users_table = /** @type {((inputs?: Admin_Users_TableInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Users_TableInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_admin_users_table(inputs)
	return en_admin_users_table(inputs)
});