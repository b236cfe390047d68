/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Error_Malformed_JsonInputs */

const en_error_malformed_json = /** @type {(inputs: Error_Malformed_JsonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The request body is not valid JSON.`)
};

const hi_error_malformed_json = /** @type {(inputs: Error_Malformed_JsonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`अनुरोध में भेजी गई जानकारी सही JSON नहीं है।`)
};

/**
* | output |
* | --- |
* | "The request body is not valid JSON." |
*
* @param {Error_Malformed_JsonInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const error_malformed_json = /** @type {((inputs?: Error_Malformed_JsonInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Error_Malformed_JsonInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_error_malformed_json(inputs)
	return en_error_malformed_json(inputs)
});