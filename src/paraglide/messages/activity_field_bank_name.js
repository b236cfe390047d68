/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Activity_Field_Bank_NameInputs */

const en_activity_field_bank_name = /** @type {(inputs: Activity_Field_Bank_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Bank`)
};

const hi_activity_field_bank_name = /** @type {(inputs: Activity_Field_Bank_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`बैंक`)
};

/**
* | output |
* | --- |
* | "Bank" |
*
* @param {Activity_Field_Bank_NameInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const activity_field_bank_name = /** @type {((inputs?: Activity_Field_Bank_NameInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Activity_Field_Bank_NameInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_activity_field_bank_name(inputs)
	return en_activity_field_bank_name(inputs)
});