/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Activity_Field_Level1_PercentInputs */

const en_activity_field_level1_percent = /** @type {(inputs: Activity_Field_Level1_PercentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Level 1 reward %`)
};

const hi_activity_field_level1_percent = /** @type {(inputs: Activity_Field_Level1_PercentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`स्तर 1 इनाम %`)
};

/**
* | output |
* | --- |
* | "Level 1 reward %" |
*
* @param {Activity_Field_Level1_PercentInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const activity_field_level1_percent = /** @type {((inputs?: Activity_Field_Level1_PercentInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Activity_Field_Level1_PercentInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_activity_field_level1_percent(inputs)
	return en_activity_field_level1_percent(inputs)
});