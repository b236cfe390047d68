/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Error_Request_Not_ProcessedInputs */

const en_error_request_not_processed = /** @type {(inputs: Error_Request_Not_ProcessedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The request could not be processed.`)
};

const hi_error_request_not_processed = /** @type {(inputs: Error_Request_Not_ProcessedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`अनुरोध प्रोसेस नहीं किया जा सका।`)
};

/**
* | output |
* | --- |
* | "The request could not be processed." |
*
* @param {Error_Request_Not_ProcessedInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const error_request_not_processed = /** @type {((inputs?: Error_Request_Not_ProcessedInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Error_Request_Not_ProcessedInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_error_request_not_processed(inputs)
	return en_error_request_not_processed(inputs)
});