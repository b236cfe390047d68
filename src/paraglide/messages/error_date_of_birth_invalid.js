/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Error_Date_Of_Birth_InvalidInputs */

const en_error_date_of_birth_invalid = /** @type {(inputs: Error_Date_Of_Birth_InvalidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Please enter a valid date of birth.`)
};

const hi_error_date_of_birth_invalid = /** @type {(inputs: Error_Date_Of_Birth_InvalidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`कृपया सही जन्म तिथि डालें।`)
};

/**
* | output |
* | --- |
* | "Please enter a valid date of birth." |
*
* @param {Error_Date_Of_Birth_InvalidInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const error_date_of_birth_invalid = /** @type {((inputs?: Error_Date_Of_Birth_InvalidInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Error_Date_Of_Birth_InvalidInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_error_date_of_birth_invalid(inputs)
	return en_error_date_of_birth_invalid(inputs)
});