/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Not_Found_RegisterInputs */

const en_not_found_register = /** @type {(inputs: Not_Found_RegisterInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Register`)
};

const hi_not_found_register = /** @type {(inputs: Not_Found_RegisterInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`रजिस्टर करें`)
};

/**
* | output |
* | --- |
* | "Register" |
*
* @param {Not_Found_RegisterInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const not_found_register = /** @type {((inputs?: Not_Found_RegisterInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Not_Found_RegisterInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_not_found_register(inputs)
	return en_not_found_register(inputs)
});