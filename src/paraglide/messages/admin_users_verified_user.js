/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Users_Verified_UserInputs */

const en_admin_users_verified_user = /** @type {(inputs: Admin_Users_Verified_UserInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Verified User`)
};

const hi_admin_users_verified_user = /** @type {(inputs: Admin_Users_Verified_UserInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`सत्यापित यूज़र`)
};

/**
* | output |
* | --- |
* | "Verified User" |
*
* @param {Admin_Users_Verified_UserInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const admin_users_verified_user = /** @type {((inputs?: Admin_Users_Verified_UserInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Users_Verified_UserInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_admin_users_verified_user(inputs)
	return en_admin_users_verified_user(inputs)
});