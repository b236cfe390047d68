/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Activity_Action_Second_Factor_ResetInputs */

const en_activity_action_second_factor_reset = /** @type {(inputs: Activity_Action_Second_Factor_ResetInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Two-factor sign-in reset`)
};

const hi_activity_action_second_factor_reset = /** @type {(inputs: Activity_Action_Second_Factor_ResetInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`दो-चरणीय साइन-इन रीसेट किया`)
};

/**
* | output |
* | --- |
* | "Two-factor sign-in reset" |
*
* @param {Activity_Action_Second_Factor_ResetInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const activity_action_second_factor_reset = /** @type {((inputs?: Activity_Action_Second_Factor_ResetInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Activity_Action_Second_Factor_ResetInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_activity_action_second_factor_reset(inputs)
	return en_activity_action_second_factor_reset(inputs)
});