/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Activity_Action_Second_Factor_EnrolledInputs */

const en_activity_action_second_factor_enrolled = /** @type {(inputs: Activity_Action_Second_Factor_EnrolledInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Two-factor sign-in turned on`)
};

const hi_activity_action_second_factor_enrolled = /** @type {(inputs: Activity_Action_Second_Factor_EnrolledInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`दो-चरणीय साइन-इन चालू किया`)
};

/**
* | output |
* | --- |
* | "Two-factor sign-in turned on" |
*
* @param {Activity_Action_Second_Factor_EnrolledInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const activity_action_second_factor_enrolled = /** @type {((inputs?: Activity_Action_Second_Factor_EnrolledInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Activity_Action_Second_Factor_EnrolledInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_activity_action_second_factor_enrolled(inputs)
	return en_activity_action_second_factor_enrolled(inputs)
});