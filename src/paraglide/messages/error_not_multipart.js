/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Error_Not_MultipartInputs */

const en_error_not_multipart = /** @type {(inputs: Error_Not_MultipartInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The request is not multipart.`)
};

const hi_error_not_multipart = /** @type {(inputs: Error_Not_MultipartInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`अनुरोध multipart नहीं है।`)
};

/**
* | output |
* | --- |
* | "The request is not multipart." |
*
* @param {Error_Not_MultipartInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const error_not_multipart = /** @type {((inputs?: Error_Not_MultipartInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Error_Not_MultipartInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_error_not_multipart(inputs)
	return en_error_not_multipart(inputs)
});