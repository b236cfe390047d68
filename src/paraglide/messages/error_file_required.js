/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Error_File_RequiredInputs */

const en_error_file_required = /** @type {(inputs: Error_File_RequiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Please choose a file to upload.`)
};

const hi_error_file_required = /** @type {(inputs: Error_File_RequiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`कृपया अपलोड करने के लिए एक फ़ाइल चुनें।`)
};

/**
* | output |
* | --- |
* | "Please choose a file to upload." |
*
* @param {Error_File_RequiredInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const error_file_required = /** @type {((inputs?: Error_File_RequiredInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Error_File_RequiredInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_error_file_required(inputs)
	return en_error_file_required(inputs)
});