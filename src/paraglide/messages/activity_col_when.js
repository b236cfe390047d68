/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Activity_Col_WhenInputs */

const en_activity_col_when = /** @type {(inputs: Activity_Col_WhenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`When`)
};

const hi_activity_col_when = /** @type {(inputs: Activity_Col_WhenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`कब`)
};

/**
* | output |
* | --- |
* | "When" |
*
* @param {Activity_Col_WhenInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const activity_col_when = /** @type {((inputs?: Activity_Col_WhenInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Activity_Col_WhenInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_activity_col_when(inputs)
	return en_activity_col_when(inputs)
});