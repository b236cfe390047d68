/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Users_Add_FailedInputs */

const en_admin_users_add_failed = /** @type {(inputs: Admin_Users_Add_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Failed to add user`)
};

const hi_admin_users_add_failed = /** @type {(inputs: Admin_Users_Add_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`यूज़र नहीं जोड़ा जा सका`)
};

/**
* | output |
* | --- |
* | "Failed to add user" |
*
* @param {Admin_Users_Add_FailedInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const admin_users_add_failed = /** @type {((inputs?: Admin_Users_Add_FailedInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Users_Add_FailedInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_admin_users_add_failed(inputs)
	return en_admin_users_add_failed(inputs)
});