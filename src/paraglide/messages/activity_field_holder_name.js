/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Activity_Field_Holder_NameInputs */

const en_activity_field_holder_name = /** @type {(inputs: Activity_Field_Holder_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Account holder`)
};

const hi_activity_field_holder_name = /** @type {(inputs: Activity_Field_Holder_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`खाताधारक`)
};

/**
* | output |
* | --- |
* | "Account holder" |
*
* @param {Activity_Field_Holder_NameInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const activity_field_holder_name = /** @type {((inputs?: Activity_Field_Holder_NameInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Activity_Field_Holder_NameInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_activity_field_holder_name(inputs)
	return en_activity_field_holder_name(inputs)
});