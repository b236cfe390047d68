/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Activity_Field_Lock_DaysInputs */

const en_activity_field_lock_days = /** @type {(inputs: Activity_Field_Lock_DaysInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Lock days`)
};

const hi_activity_field_lock_days = /** @type {(inputs: Activity_Field_Lock_DaysInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`लॉक दिन`)
};

/**
* | output |
* | --- |
* | "Lock days" |
*
* @param {Activity_Field_Lock_DaysInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const activity_field_lock_days = /** @type {((inputs?: Activity_Field_Lock_DaysInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Activity_Field_Lock_DaysInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_activity_field_lock_days(inputs)
	return en_activity_field_lock_days(inputs)
});