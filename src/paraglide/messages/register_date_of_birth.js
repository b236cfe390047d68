/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Register_Date_Of_BirthInputs */

const en_register_date_of_birth = /** @type {(inputs: Register_Date_Of_BirthInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Date of Birth`)
};

const hi_register_date_of_birth = /** @type {(inputs: Register_Date_Of_BirthInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`जन्म तिथि`)
};

/**
* | output |
* | --- |
* | "Date of Birth" |
*
* @param {Register_Date_Of_BirthInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const register_date_of_birth = /** @type {((inputs?: Register_Date_Of_BirthInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Register_Date_Of_BirthInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_register_date_of_birth(inputs)
	return en_register_date_of_birth(inputs)
});