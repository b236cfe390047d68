/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Activity_Field_Level2_PercentInputs */

const en_activity_field_level2_percent = /** @type {(inputs: Activity_Field_Level2_PercentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Level 2 reward %`)
};

const hi_activity_field_level2_percent = /** @type {(inputs: Activity_Field_Level2_PercentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`स्तर 2 इनाम %`)
};

/**
* | output |
* | --- |
* | "Level 2 reward %" |
*
* @param {Activity_Field_Level2_PercentInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const activity_field_level2_percent = /** @type {((inputs?: Activity_Field_Level2_PercentInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Activity_Field_Level2_PercentInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_activity_field_level2_percent(inputs)
	return en_activity_field_level2_percent(inputs)
});