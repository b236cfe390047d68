/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Activity_Field_Account_NumberInputs */

const en_activity_field_account_number = /** @type {(inputs: Activity_Field_Account_NumberInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Account number`)
};

const hi_activity_field_account_number = /** @type {(inputs: Activity_Field_Account_NumberInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`खाता संख्या`)
};

/**
* | output |
* | --- |
* | "Account number" |
*
* @param {Activity_Field_Account_NumberInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const activity_field_account_number = /** @type {((inputs?: Activity_Field_Account_NumberInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Activity_Field_Account_NumberInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_activity_field_account_number(inputs)
	return en_activity_field_account_number(inputs)
});