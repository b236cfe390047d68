/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Error_File_Not_FoundInputs */

const en_error_file_not_found = /** @type {(inputs: Error_File_Not_FoundInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`File not found.`)
};

const hi_error_file_not_found = /** @type {(inputs: Error_File_Not_FoundInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`फ़ाइल नहीं मिली।`)
};

/**
* | output |
* | --- |
* | "File not found." |
*
* @param {Error_File_Not_FoundInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const error_file_not_found = /** @type {((inputs?: Error_File_Not_FoundInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Error_File_Not_FoundInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_error_file_not_found(inputs)
	return en_error_file_not_found(inputs)
});