/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Activity_Action_Second_Factor_DisabledInputs */

const en_activity_action_second_factor_disabled = /** @type {(inputs: Activity_Action_Second_Factor_DisabledInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Two-factor sign-in turned off`)
};

const hi_activity_action_second_factor_disabled = /** @type {(inputs: Activity_Action_Second_Factor_DisabledInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`दो-चरणीय साइन-इन बंद किया`)
};

/**
* | output |
* | --- |
* | "Two-factor sign-in turned off" |
*
* @param {Activity_Action_Second_Factor_DisabledInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const activity_action_second_factor_disabled = /** @type {((inputs?: Activity_Action_Second_Factor_DisabledInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Activity_Action_Second_Factor_DisabledInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_activity_action_second_factor_disabled(inputs)
	return en_activity_action_second_factor_disabled(inputs)
});