/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Register_Login_LinkInputs */

const en_register_login_link = /** @type {(inputs: Register_Login_LinkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Log in`)
};

const hi_register_login_link = /** @type {(inputs: Register_Login_LinkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`लॉग इन करें`)
};

/**
* | output |
* | --- |
* | "Log in" |
*
* @param {Register_Login_LinkInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const register_login_link = /** @type {((inputs?: Register_Login_LinkInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Register_Login_LinkInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_register_login_link(inputs)
	return en_register_login_link(inputs)
});