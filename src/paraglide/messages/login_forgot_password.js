/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Login_Forgot_PasswordInputs */

const en_login_forgot_password = /** @type {(inputs: Login_Forgot_PasswordInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Forgot password?`)
};

const hi_login_forgot_password = /** @type {(inputs: Login_Forgot_PasswordInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`पासवर्ड भूल गए?`)
};

/**
* | output |
* | --- |
* | "Forgot password?" |
*
* @param {Login_Forgot_PasswordInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const login_forgot_password = /** @type {((inputs?: Login_Forgot_PasswordInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Login_Forgot_PasswordInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_login_forgot_password(inputs)
	return en_login_forgot_password(inputs)
});