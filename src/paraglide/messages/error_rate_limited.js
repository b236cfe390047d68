/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ seconds: NonNullable<unknown> }} Error_Rate_LimitedInputs */

const en_error_rate_limited = /** @type {(inputs: Error_Rate_LimitedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Too many requests. Please try again in ${i?.seconds} seconds.`)
};

const hi_error_rate_limited = /** @type {(inputs: Error_Rate_LimitedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`बहुत ज़्यादा अनुरोध। कृपया ${i?.seconds} सेकंड बाद फिर कोशिश करें।`)
};

/**
* | output |
* | --- |
* | "Too many requests. Please try again in {seconds} seconds." |
*
* @param {Error_Rate_LimitedInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const error_rate_limited = /** @type {((inputs: Error_Rate_LimitedInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Error_Rate_LimitedInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_error_rate_limited(inputs)
	return en_error_rate_limited(inputs)
});