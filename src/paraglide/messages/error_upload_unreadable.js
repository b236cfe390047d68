/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Error_Upload_UnreadableInputs */

const en_error_upload_unreadable = /** @type {(inputs: Error_Upload_UnreadableInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The upload could not be read. Please choose the file again.`)
};

const hi_error_upload_unreadable = /** @type {(inputs: Error_Upload_UnreadableInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`अपलोड पढ़ा नहीं जा सका। कृपया फ़ाइल फिर से चुनें।`)
};

/**
* | output |
* | --- |
* | "The upload could not be read. Please choose the file again." |
*
* @param {Error_Upload_UnreadableInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const error_upload_unreadable = /** @type {((inputs?: Error_Upload_UnreadableInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Error_Upload_UnreadableInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_error_upload_unreadable(inputs)
	return en_error_upload_unreadable(inputs)
});