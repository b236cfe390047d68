/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Users_UpdatingInputs */

const en_admin_users_updating = /** @type {(inputs: Admin_Users_UpdatingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Updating...`)
};

const hi_admin_users_updating = /** @type {(inputs: Admin_Users_UpdatingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`अपडेट हो रहा है...`)
};

/**
* | output |
* | --- |
* | "Updating..." |
*
* @param {Admin_Users_UpdatingInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const admin_users_updating = /** @type {((inputs?: Admin_Users_UpdatingInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Users_UpdatingInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_admin_users_updating(inputs)
	return en_admin_users_updating(inputs)
});