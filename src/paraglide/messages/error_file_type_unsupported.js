/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Error_File_Type_UnsupportedInputs */

const en_error_file_type_unsupported = /** @type {(inputs: Error_File_Type_UnsupportedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Only images (PNG, JPEG, GIF, WebP), PDF, DOC and DOCX files are allowed.`)
};

const hi_error_file_type_unsupported = /** @type {(inputs: Error_File_Type_UnsupportedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`सिर्फ़ इमेज (PNG, JPEG, GIF, WebP), PDF, DOC और DOCX फ़ाइलें ही मान्य हैं।`)
};

/**
* | output |
* | --- |
* | "Only images (PNG, JPEG, GIF, WebP), PDF, DOC and DOCX files are allowed." |
*
* @param {Error_File_Type_UnsupportedInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const error_file_type_unsupported = /** @type {((inputs?: Error_File_Type_UnsupportedInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Error_File_Type_UnsupportedInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_error_file_type_unsupported(inputs)
	return en_error_file_type_unsupported(inputs)
});