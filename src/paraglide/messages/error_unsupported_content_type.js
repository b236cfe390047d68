/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Error_Unsupported_Content_TypeInputs */

const en_error_unsupported_content_type = /** @type {(inputs: Error_Unsupported_Content_TypeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This content type is not supported.`)
};

const hi_error_unsupported_content_type = /** @type {(inputs: Error_Unsupported_Content_TypeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`यह कंटेंट टाइप समर्थित नहीं है।`)
};

/**
* | output |
* | --- |
* | "This content type is not supported." |
*
* @param {Error_Unsupported_Content_TypeInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const error_unsupported_content_type = /** @type {((inputs?: Error_Unsupported_Content_TypeInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Error_Unsupported_Content_TypeInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_error_unsupported_content_type(inputs)
	return en_error_unsupported_content_type(inputs)
});