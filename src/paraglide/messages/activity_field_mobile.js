/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Activity_Field_MobileInputs */

const en_activity_field_mobile = /** @type {(inputs: Activity_Field_MobileInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mobile`)
};

const hi_activity_field_mobile = /** @type {(inputs: Activity_Field_MobileInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`मोबाइल`)
};

/**
* | output |
* | --- |
* | "Mobile" |
*
* @param {Activity_Field_MobileInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const activity_field_mobile = /** @type {((inputs?: Activity_Field_MobileInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Activity_Field_MobileInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_activity_field_mobile(inputs)
	return en_activity_field_mobile(inputs)
});