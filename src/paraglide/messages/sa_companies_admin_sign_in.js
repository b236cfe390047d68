/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Sa_Companies_Admin_Sign_InInputs */

const en_sa_companies_admin_sign_in = /** @type {(inputs: Sa_Companies_Admin_Sign_InInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Company admin sign-in`)
};

const hi_sa_companies_admin_sign_in = /** @type {(inputs: Sa_Companies_Admin_Sign_InInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`कंपनी एडमिन का साइन-इन`)
};

/**
* | output |
* | --- |
* | "Company admin sign-in" |
*
* @param {Sa_Companies_Admin_Sign_InInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const sa_companies_admin_sign_in = /** @type {((inputs?: Sa_Companies_Admin_Sign_InInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Sa_Companies_Admin_Sign_InInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_sa_companies_admin_sign_in(inputs)
	return en_sa_companies_admin_sign_in(inputs)
});