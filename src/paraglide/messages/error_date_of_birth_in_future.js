/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Error_Date_Of_Birth_In_FutureInputs */

const en_error_date_of_birth_in_future = /** @type {(inputs: Error_Date_Of_Birth_In_FutureInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Date of birth cannot be in the future.`)
};

const hi_error_date_of_birth_in_future = /** @type {(inputs: Error_Date_Of_Birth_In_FutureInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`जन्म तिथि भविष्य की नहीं हो सकती।`)
};

/**
* | output |
* | --- |
* | "Date of birth cannot be in the future." |
*
* @param {Error_Date_Of_Birth_In_FutureInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const error_date_of_birth_in_future = /** @type {((inputs?: Error_Date_Of_Birth_In_FutureInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Error_Date_Of_Birth_In_FutureInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_error_date_of_birth_in_future(inputs)
	return en_error_date_of_birth_in_future(inputs)
});