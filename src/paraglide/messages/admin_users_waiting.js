/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Users_WaitingInputs */

const en_admin_users_waiting = /** @type {(inputs: Admin_Users_WaitingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Waiting`)
};

const hi_admin_users_waiting = /** @type {(inputs: Admin_Users_WaitingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`बाकी`)
};

/**
* | output |
* | --- |
* | "Waiting" |
*
* @param {Admin_Users_WaitingInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const admin_users_waiting = /** @type {((inputs?: Admin_Users_WaitingInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Users_WaitingInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_admin_users_waiting(inputs)
	return en_admin_users_waiting(inputs)
});