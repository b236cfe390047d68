/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Users_Mobile_InvalidInputs */

const en_admin_users_mobile_invalid = /** @type {(inputs: Admin_Users_Mobile_InvalidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mobile must be 10 digits starting with 6, 7, 8 or 9`)
};

const hi_admin_users_mobile_invalid = /** @type {(inputs: Admin_Users_Mobile_InvalidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`मोबाइल नंबर 10 अंकों का हो और 6, 7, 8 या 9 से शुरू हो`)
};

/**
* | output |
* | --- |
* | "Mobile must be 10 digits starting with 6, 7, 8 or 9" |
*
* @param {Admin_Users_Mobile_InvalidInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const admin_users_mobile_invalid = /** @type {((inputs?: Admin_Users_Mobile_InvalidInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Users_Mobile_InvalidInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_admin_users_mobile_invalid(inputs)
	return en_admin_users_mobile_invalid(inputs)
});