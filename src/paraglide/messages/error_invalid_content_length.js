/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Error_Invalid_Content_LengthInputs */

const en_error_invalid_content_length = /** @type {(inputs: Error_Invalid_Content_LengthInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The request length is not valid.`)
};

const hi_error_invalid_content_length = /** @type {(inputs: Error_Invalid_Content_LengthInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`अनुरोध की लंबाई सही नहीं है।`)
};

/**
* | output |
* | --- |
* | "The request length is not valid." |
*
* @param {Error_Invalid_Content_LengthInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const error_invalid_content_length = /** @type {((inputs?: Error_Invalid_Content_LengthInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Error_Invalid_Content_LengthInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_error_invalid_content_length(inputs)
	return en_error_invalid_content_length(inputs)
});