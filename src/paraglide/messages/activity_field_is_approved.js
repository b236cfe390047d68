/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Activity_Field_Is_ApprovedInputs */

const en_activity_field_is_approved = /** @type {(inputs: Activity_Field_Is_ApprovedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Verified`)
};

const hi_activity_field_is_approved = /** @type {(inputs: Activity_Field_Is_ApprovedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`सत्यापित`)
};

/**
* | output |
* | --- |
* | "Verified" |
*
* @param {Activity_Field_Is_ApprovedInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const activity_field_is_approved = /** @type {((inputs?: Activity_Field_Is_ApprovedInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Activity_Field_Is_ApprovedInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_activity_field_is_approved(inputs)
	return en_activity_field_is_approved(inputs)
});