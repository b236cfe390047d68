/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Activity_Field_Platform_Charge_PercentInputs */

const en_activity_field_platform_charge_percent = /** @type {(inputs: Activity_Field_Platform_Charge_PercentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Platform charge %`)
};

const hi_activity_field_platform_charge_percent = /** @type {(inputs: Activity_Field_Platform_Charge_PercentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`प्लेटफ़ॉर्म शुल्क %`)
};

/**
* | output |
* | --- |
* | "Platform charge %" |
*
* @param {Activity_Field_Platform_Charge_PercentInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const activity_field_platform_charge_percent = /** @type {((inputs?: Activity_Field_Platform_Charge_PercentInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Activity_Field_Platform_Charge_PercentInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_activity_field_platform_charge_percent(inputs)
	return en_activity_field_platform_charge_percent(inputs)
});