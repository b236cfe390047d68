/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Activity_Field_Ifsc_CodeInputs */

const en_activity_field_ifsc_code = /** @type {(inputs: Activity_Field_Ifsc_CodeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`IFSC`)
};

const hi_activity_field_ifsc_code = /** @type {(inputs: Activity_Field_Ifsc_CodeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`IFSC`)
};

/**
* | output |
* | --- |
* | "IFSC" |
*
* @param {Activity_Field_Ifsc_CodeInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const activity_field_ifsc_code = /** @type {((inputs?: Activity_Field_Ifsc_CodeInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Activity_Field_Ifsc_CodeInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_activity_field_ifsc_code(inputs)
	return en_activity_field_ifsc_code(inputs)
});