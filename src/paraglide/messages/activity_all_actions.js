/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Activity_All_ActionsInputs */

const en_activity_all_actions = /** @type {(inputs: Activity_All_ActionsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`All actions`)
};

const hi_activity_all_actions = /** @type {(inputs: Activity_All_ActionsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`सभी कार्य`)
};

/**
* | output |
* | --- |
* | "All actions" |
*
* @param {Activity_All_ActionsInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const activity_all_actions = /** @type {((inputs?: Activity_All_ActionsInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Activity_All_ActionsInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_activity_all_actions(inputs)
	return en_activity_all_actions(inputs)
});