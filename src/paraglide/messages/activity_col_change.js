/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Activity_Col_ChangeInputs */

const en_activity_col_change = /** @type {(inputs: Activity_Col_ChangeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Change`)
};

const hi_activity_col_change = /** @type {(inputs: Activity_Col_ChangeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`बदलाव`)
};

/**
* | output |
* | --- |
* | "Change" |
*
* @param {Activity_Col_ChangeInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const activity_col_change = /** @type {((inputs?: Activity_Col_ChangeInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Activity_Col_ChangeInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_activity_col_change(inputs)
	return en_activity_col_change(inputs)
});