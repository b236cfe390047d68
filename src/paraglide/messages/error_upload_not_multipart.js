/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Error_Upload_Not_MultipartInputs */

const en_error_upload_not_multipart = /** @type {(inputs: Error_Upload_Not_MultipartInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Please upload the file as multipart/form-data under the field medias.`)
};

const hi_error_upload_not_multipart = /** @type {(inputs: Error_Upload_Not_MultipartInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`कृपया फ़ाइल को multipart/form-data के रूप में medias फ़ील्ड में अपलोड करें।`)
};

/**
* | output |
* | --- |
* | "Please upload the file as multipart/form-data under the field medias." |
*
* @param {Error_Upload_Not_MultipartInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const error_upload_not_multipart = /** @type {((inputs?: Error_Upload_Not_MultipartInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Error_Upload_Not_MultipartInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_error_upload_not_multipart(inputs)
	return en_error_upload_not_multipart(inputs)
});