/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Error_File_Too_LargeInputs */

const en_error_file_too_large = /** @type {(inputs: Error_File_Too_LargeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The file is too large. The limit is 5 MB.`)
};

const hi_error_file_too_large = /** @type {(inputs: Error_File_Too_LargeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`फ़ाइल बहुत बड़ी है। सीमा 5 MB है।`)
};

/**
* | output |
* | --- |
* | "The file is too large. The limit is 5 MB." |
*
* @param {Error_File_Too_LargeInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const error_file_too_large = /** @type {((inputs?: Error_File_Too_LargeInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Error_File_Too_LargeInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_error_file_too_large(inputs)
	return en_error_file_too_large(inputs)
});