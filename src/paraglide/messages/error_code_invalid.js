/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Error_Code_InvalidInputs */

const en_error_code_invalid = /** @type {(inputs: Error_Code_InvalidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Invalid code.`)
};

const hi_error_code_invalid = /** @type {(inputs: Error_Code_InvalidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`कोड गलत है।`)
};

/**
* | output |
* | --- |
* | "Invalid code." |
*
* @param {Error_Code_InvalidInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const error_code_invalid = /** @type {((inputs?: Error_Code_InvalidInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Error_Code_InvalidInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_error_code_invalid(inputs)
	return en_error_code_invalid(inputs)
});