/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Activity_Action_Two_Factor_Policy_ChangedInputs */

const en_activity_action_two_factor_policy_changed = /** @type {(inputs: Activity_Action_Two_Factor_Policy_ChangedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Two-factor policy changed`)
};

const hi_activity_action_two_factor_policy_changed = /** @type {(inputs: Activity_Action_Two_Factor_Policy_ChangedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`दो-चरणीय नीति बदली गई`)
};

/**
* | output |
* | --- |
* | "Two-factor policy changed" |
*
* @param {Activity_Action_Two_Factor_Policy_ChangedInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const activity_action_two_factor_policy_changed = /** @type {((inputs?: Activity_Action_Two_Factor_Policy_ChangedInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Activity_Action_Two_Factor_Policy_ChangedInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_activity_action_two_factor_policy_changed(inputs)
	return en_activity_action_two_factor_policy_changed(inputs)
});