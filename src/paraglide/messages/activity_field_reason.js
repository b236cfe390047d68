/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Activity_Field_ReasonInputs */

const en_activity_field_reason = /** @type {(inputs: Activity_Field_ReasonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Reason`)
};

const hi_activity_field_reason = /** @type {(inputs: Activity_Field_ReasonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`कारण`)
};

/**
* | output |
* | --- |
* | "Reason" |
*
* @param {Activity_Field_ReasonInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const activity_field_reason = /** @type {((inputs?: Activity_Field_ReasonInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Activity_Field_ReasonInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_activity_field_reason(inputs)
	return en_activity_field_reason(inputs)
});