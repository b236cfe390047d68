/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Login_SubmitInputs */

const en_admin_login_submit = /** @type {(inputs: Admin_Login_SubmitInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Login`)
};

const hi_admin_login_submit = /** @type {(inputs: Admin_Login_SubmitInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`लॉग इन करें`)
};

/**
* | output |
* | --- |
* | "Login" |
*
* @param {Admin_Login_SubmitInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const admin_login_submit = /** @type {((inputs?: Admin_Login_SubmitInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Login_SubmitInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_admin_login_submit(inputs)
	return en_admin_login_submit(inputs)
});