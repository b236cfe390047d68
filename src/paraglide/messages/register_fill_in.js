/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ fields: NonNullable<unknown> }} Register_Fill_InInputs */

const en_register_fill_in = /** @type {(inputs: Register_Fill_InInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Please fill in ${i?.fields}.`)
};

const hi_register_fill_in = /** @type {(inputs: Register_Fill_InInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`कृपया ${i?.fields} भरें।`)
};

/**
* | output |
* | --- |
* | "Please fill in {fields}." |
*
* @param {Register_Fill_InInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const register_fill_in = /** @type {((inputs: Register_Fill_InInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Register_Fill_InInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_register_fill_in(inputs)
	return en_register_fill_in(inputs)
});