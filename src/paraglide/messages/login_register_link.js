/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Login_Register_LinkInputs */

const en_login_register_link = /** @type {(inputs: Login_Register_LinkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Register`)
};

const hi_login_register_link = /** @type {(inputs: Login_Register_LinkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`रजिस्टर करें`)
};

/**
* | output |
* | --- |
* | "Register" |
*
* @param {Login_Register_LinkInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const login_register_link = /** @type {((inputs?: Login_Register_LinkInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Login_Register_LinkInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_login_register_link(inputs)
	return en_login_register_link(inputs)
});