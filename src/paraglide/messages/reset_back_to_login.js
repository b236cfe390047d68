/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Reset_Back_To_LoginInputs */

const en_reset_back_to_login = /** @type {(inputs: Reset_Back_To_LoginInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Back to Login`)
};

const hi_reset_back_to_login = /** @type {(inputs: Reset_Back_To_LoginInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`लॉग इन पर वापस जाएँ`)
};

/**
* | output |
* | --- |
* | "Back to Login" |
*
* @param {Reset_Back_To_LoginInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const reset_back_to_login = /** @type {((inputs?: Reset_Back_To_LoginInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Reset_Back_To_LoginInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_reset_back_to_login(inputs)
	return en_reset_back_to_login(inputs)
});