/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Error_Amount_InvalidInputs */

const en_error_amount_invalid = /** @type {(inputs: Error_Amount_InvalidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Please enter a valid amount.`)
};

const hi_error_amount_invalid = /** @type {(inputs: Error_Amount_InvalidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`कृपया सही राशि डालें।`)
};

/**
* | output |
* | --- |
* | "Please enter a valid amount." |
*
* @param {Error_Amount_InvalidInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const error_amount_invalid = /** @type {((inputs?: Error_Amount_InvalidInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Error_Amount_InvalidInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_error_amount_invalid(inputs)
	return en_error_amount_invalid(inputs)
});