/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Sa_Companies_Admin_PasswordInputs */

const en_sa_companies_admin_password = /** @type {(inputs: Sa_Companies_Admin_PasswordInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Admin Password`)
};

const hi_sa_companies_admin_password = /** @type {(inputs: Sa_Companies_Admin_PasswordInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`एडमिन पासवर्ड`)
};

/**
* | output |
* | --- |
* | "Admin Password" |
*
* @param {Sa_Companies_Admin_PasswordInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const sa_companies_admin_password = /** @type {((inputs?: Sa_Companies_Admin_PasswordInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Sa_Companies_Admin_PasswordInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_sa_companies_admin_password(inputs)
	return en_sa_companies_admin_password(inputs)
});