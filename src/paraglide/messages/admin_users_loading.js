/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Users_LoadingInputs */

const en_admin_users_loading = /** @type {(inputs: Admin_Users_LoadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Loading users...`)
};

const hi_admin_users_loading = /** @type {(inputs: Admin_Users_LoadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`यूज़र लोड हो रहे हैं...`)
};

/**
* | output |
* | --- |
* | "Loading users..." |
*
* @param {Admin_Users_LoadingInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const admin_users_loading = /** @type {((inputs?: Admin_Users_LoadingInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Users_LoadingInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_admin_users_loading(inputs)
	return en_admin_users_loading(inputs)
});