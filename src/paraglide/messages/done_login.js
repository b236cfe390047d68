/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Done_LoginInputs */

const en_done_login = /** @type {(inputs: Done_LoginInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Login successful`)
};

const hi_done_login = /** @type {(inputs: Done_LoginInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`लॉग इन हो गया`)
};

/**
* | output |
* | --- |
* | "Login successful" |
*
* @param {Done_LoginInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const done_login = /** @type {((inputs?: Done_LoginInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Done_LoginInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_done_login(inputs)
	return en_done_login(inputs)
});