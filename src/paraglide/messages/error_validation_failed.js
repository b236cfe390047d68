/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Error_Validation_FailedInputs */

const en_error_validation_failed = /** @type {(inputs: Error_Validation_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The request is not valid.`)
};

const hi_error_validation_failed = /** @type {(inputs: Error_Validation_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`भेजी गई जानकारी सही नहीं है। कृपया जाँचकर फिर से भेजें।`)
};

/**
* | output |
* | --- |
* | "The request is not valid." |
*
* @param {Error_Validation_FailedInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const error_validation_failed = /** @type {((inputs?: Error_Validation_FailedInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Error_Validation_FailedInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_error_validation_failed(inputs)
	return en_error_validation_failed(inputs)
});