/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Register_HeadingInputs */

const en_register_heading = /** @type {(inputs: Register_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Register`)
};

const hi_register_heading = /** @type {(inputs: Register_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`रजिस्टर करें`)
};

/**
* | output |
* | --- |
* | "Register" |
*
* @param {Register_HeadingInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const register_heading = /** @type {((inputs?: Register_HeadingInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Register_HeadingInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_register_heading(inputs)
	return en_register_heading(inputs)
});