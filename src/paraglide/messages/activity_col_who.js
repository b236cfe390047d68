/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Activity_Col_WhoInputs */

const en_activity_col_who = /** @type {(inputs: Activity_Col_WhoInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Who`)
};

const hi_activity_col_who = /** @type {(inputs: Activity_Col_WhoInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`किसने`)
};

/**
* | output |
* | --- |
* | "Who" |
*
* @param {Activity_Col_WhoInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const activity_col_who = /** @type {((inputs?: Activity_Col_WhoInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Activity_Col_WhoInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_activity_col_who(inputs)
	return en_activity_col_who(inputs)
});