/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Activity_Col_ActionInputs */

const en_activity_col_action = /** @type {(inputs: Activity_Col_ActionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Action`)
};

const hi_activity_col_action = /** @type {(inputs: Activity_Col_ActionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`कार्य`)
};

/**
* | output |
* | --- |
* | "Action" |
*
* @param {Activity_Col_ActionInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const activity_col_action = /** @type {((inputs?: Activity_Col_ActionInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Activity_Col_ActionInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_activity_col_action(inputs)
	return en_activity_col_action(inputs)
});