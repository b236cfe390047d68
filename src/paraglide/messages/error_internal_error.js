/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Error_Internal_ErrorInputs */

const en_error_internal_error = /** @type {(inputs: Error_Internal_ErrorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Something went wrong. Please try again.`)
};

const hi_error_internal_error = /** @type {(inputs: Error_Internal_ErrorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`कुछ गड़बड़ हो गई। कृपया फिर से कोशिश करें।`)
};

/**
* | output |
* | --- |
* | "Something went wrong. Please try again." |
*
* @param {Error_Internal_ErrorInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const error_internal_error = /** @type {((inputs?: Error_Internal_ErrorInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Error_Internal_ErrorInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_error_internal_error(inputs)
	return en_error_internal_error(inputs)
});