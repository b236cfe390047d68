/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Login_HeadingInputs */

const en_login_heading = /** @type {(inputs: Login_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Log in`)
};

const hi_login_heading = /** @type {(inputs: Login_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`लॉग इन करें`)
};

/**
* | output |
* | --- |
* | "Log in" |
*
* @param {Login_HeadingInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const login_heading = /** @type {((inputs?: Login_HeadingInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Login_HeadingInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_login_heading(inputs)
	return en_login_heading(inputs)
});