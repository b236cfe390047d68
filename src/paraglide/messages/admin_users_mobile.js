/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Users_MobileInputs */

const en_admin_users_mobile = /** @type {(inputs: Admin_Users_MobileInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mobile`)
};

const hi_admin_users_mobile = /** @type {(inputs: Admin_Users_MobileInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`मोबाइल`)
};

/**
* | output |
* | --- |
* | "Mobile" |
*
* @param {Admin_Users_MobileInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const admin_users_mobile = /** @type {((inputs?: Admin_Users_MobileInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Users_MobileInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_admin_users_mobile(inputs)
	return en_admin_users_mobile(inputs)
});