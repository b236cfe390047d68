/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Activity_Field_Company_NameInputs */

const en_activity_field_company_name = /** @type {(inputs: Activity_Field_Company_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Company name`)
};

const hi_activity_field_company_name = /** @type {(inputs: Activity_Field_Company_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`कंपनी का नाम`)
};

/**
* | output |
* | --- |
* | "Company name" |
*
* @param {Activity_Field_Company_NameInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const activity_field_company_name = /** @type {((inputs?: Activity_Field_Company_NameInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Activity_Field_Company_NameInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_activity_field_company_name(inputs)
	return en_activity_field_company_name(inputs)
});