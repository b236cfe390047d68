/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Activity_Action_LabelInputs */

const en_activity_action_label = /** @type {(inputs: Activity_Action_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Action`)
};

const hi_activity_action_label = /** @type {(inputs: Activity_Action_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`कार्य`)
};

/**
* | output |
* | --- |
* | "Action" |
*
* @param {Activity_Action_LabelInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const activity_action_label = /** @type {((inputs?: Activity_Action_LabelInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Activity_Action_LabelInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_activity_action_label(inputs)
	return en_activity_action_label(inputs)
});