/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Register_Pincode_PlaceholderInputs */

const en_register_pincode_placeholder = /** @type {(inputs: Register_Pincode_PlaceholderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`6 digits`)
};

const hi_register_pincode_placeholder = /** @type {(inputs: Register_Pincode_PlaceholderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`6 अंक`)
};

/**
* | output |
* | --- |
* | "6 digits" |
*
* @param {Register_Pincode_PlaceholderInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const register_pincode_placeholder = /** @type {((inputs?: Register_Pincode_PlaceholderInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Register_Pincode_PlaceholderInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_register_pincode_placeholder(inputs)
	return en_register_pincode_placeholder(inputs)
});