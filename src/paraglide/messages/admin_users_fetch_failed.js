/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Users_Fetch_FailedInputs */

const en_admin_users_fetch_failed = /** @type {(inputs: Admin_Users_Fetch_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Failed to fetch users`)
};

const hi_admin_users_fetch_failed = /** @type {(inputs: Admin_Users_Fetch_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`यूज़र की सूची नहीं मिल सकी`)
};

/**
* | output |
* | --- |
* | "Failed to fetch users" |
*
* @param {Admin_Users_Fetch_FailedInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const admin_users_fetch_failed = /** @type {((inputs?: Admin_Users_Fetch_FailedInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Users_Fetch_FailedInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_admin_users_fetch_failed(inputs)
	return en_admin_users_fetch_failed(inputs)
});