/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Activity_Field_UpiInputs */

const en_activity_field_upi = /** @type {(inputs: Activity_Field_UpiInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`UPI ID`)
};

const hi_activity_field_upi = /** @type {(inputs: Activity_Field_UpiInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`UPI आईडी`)
};

/**
* | output |
* | --- |
* | "UPI ID" |
*
* @param {Activity_Field_UpiInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const activity_field_upi = /** @type {((inputs?: Activity_Field_UpiInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Activity_Field_UpiInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_activity_field_upi(inputs)
	return en_activity_field_upi(inputs)
});