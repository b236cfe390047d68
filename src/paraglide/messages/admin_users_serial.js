/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Users_SerialInputs */

const en_admin_users_serial = /** @type {(inputs: Admin_Users_SerialInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sl.No`)
};

const hi_admin_users_serial = /** @type {(inputs: Admin_Users_SerialInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`क्र.सं.`)
};

/**
* | output |
* | --- |
* | "Sl.No" |
*
* @param {Admin_Users_SerialInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const admin_users_serial = /** @type {((inputs?: Admin_Users_SerialInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Users_SerialInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_admin_users_serial(inputs)
	return en_admin_users_serial(inputs)
});