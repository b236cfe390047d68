/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Activity_Field_EnabledInputs */

const en_activity_field_enabled = /** @type {(inputs: Activity_Field_EnabledInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Programme on`)
};

const hi_activity_field_enabled = /** @type {(inputs: Activity_Field_EnabledInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`प्रोग्राम चालू`)
};

/**
* | output |
* | --- |
* | "Programme on" |
*
* @param {Activity_Field_EnabledInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const activity_field_enabled = /** @type {((inputs?: Activity_Field_EnabledInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Activity_Field_EnabledInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_activity_field_enabled(inputs)
	return en_activity_field_enabled(inputs)
});