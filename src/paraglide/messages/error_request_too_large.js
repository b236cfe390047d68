/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Error_Request_Too_LargeInputs */

const en_error_request_too_large = /** @type {(inputs: Error_Request_Too_LargeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The request is too large.`)
};

const hi_error_request_too_large = /** @type {(inputs: Error_Request_Too_LargeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`अनुरोध बहुत बड़ा है।`)
};

/**
* | output |
* | --- |
* | "The request is too large." |
*
* @param {Error_Request_Too_LargeInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const error_request_too_large = /** @type {((inputs?: Error_Request_Too_LargeInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Error_Request_Too_LargeInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_error_request_too_large(inputs)
	return en_error_request_too_large(inputs)
});