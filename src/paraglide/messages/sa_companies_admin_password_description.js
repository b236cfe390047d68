/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Sa_Companies_Admin_Password_DescriptionInputs */

const en_sa_companies_admin_password_description = /** @type {(inputs: Sa_Companies_Admin_Password_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The company's admin signs in with the email above and this password.`)
};

const hi_sa_companies_admin_password_description = /** @type {(inputs: Sa_Companies_Admin_Password_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`कंपनी का एडमिन ऊपर दिए ईमेल और इसी पासवर्ड से साइन इन करेगा।`)
};

/**
* | output |
* | --- |
* | "The company's admin signs in with the email above and this password." |
*
* @param {Sa_Companies_Admin_Password_DescriptionInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const sa_companies_admin_password_description = /** @type {((inputs?: Sa_Companies_Admin_Password_DescriptionInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Sa_Companies_Admin_Password_DescriptionInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_sa_companies_admin_password_description(inputs)
	return en_sa_companies_admin_password_description(inputs)
});