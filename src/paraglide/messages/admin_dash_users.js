/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Dash_UsersInputs */

const en_admin_dash_users = /** @type {(inputs: Admin_Dash_UsersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Users`)
};

const hi_admin_dash_users = /** @type {(inputs: Admin_Dash_UsersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`यूज़र`)
};

/**
* | output |
* | --- |
* | "Users" |
*
* @param {Admin_Dash_UsersInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const admin_dash_users = /** @type {((inputs?: Admin_Dash_UsersInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Dash_UsersInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_admin_dash_users(inputs)
	return en_admin_dash_users(inputs)
});