/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Users_Email_RequiredInputs */

const en_admin_users_email_required = /** @type {(inputs: Admin_Users_Email_RequiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Email is required`)
};

const hi_admin_users_email_required = /** @type {(inputs: Admin_Users_Email_RequiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ईमेल ज़रूरी है`)
};

/**
* | output |
* | --- |
* | "Email is required" |
*
* @param {Admin_Users_Email_RequiredInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const admin_users_email_required = /** @type {((inputs?: Admin_Users_Email_RequiredInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Users_Email_RequiredInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_admin_users_email_required(inputs)
	return en_admin_users_email_required(inputs)
});