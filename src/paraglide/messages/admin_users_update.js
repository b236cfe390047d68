/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Users_UpdateInputs */

const en_admin_users_update = /** @type {(inputs: Admin_Users_UpdateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Update`)
};

const hi_admin_users_update = /** @type {(inputs: Admin_Users_UpdateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`अपडेट करें`)
};

/**
* | output |
* | --- |
* | "Update" |
*
* @param {Admin_Users_UpdateInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const admin_users_update = /** @type {((inputs?: Admin_Users_UpdateInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Users_UpdateInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_admin_users_update(inputs)
	return en_admin_users_update(inputs)
});