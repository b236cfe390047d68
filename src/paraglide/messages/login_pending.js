/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Login_PendingInputs */

const en_login_pending = /** @type {(inputs: Login_PendingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Logging in...`)
};

const hi_login_pending = /** @type {(inputs: Login_PendingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`लॉग इन हो रहा है...`)
};

/**
* | output |
* | --- |
* | "Logging in..." |
*
* @param {Login_PendingInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const login_pending = /** @type {((inputs?: Login_PendingInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Login_PendingInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_login_pending(inputs)
	return en_login_pending(inputs)
});