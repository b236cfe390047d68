/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Activity_Subject_Two_Factor_PolicyInputs */

const en_activity_subject_two_factor_policy = /** @type {(inputs: Activity_Subject_Two_Factor_PolicyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Two-factor policy`)
};

const hi_activity_subject_two_factor_policy = /** @type {(inputs: Activity_Subject_Two_Factor_PolicyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`दो-चरणीय नीति`)
};

/**
* | output |
* | --- |
* | "Two-factor policy" |
*
* @param {Activity_Subject_Two_Factor_PolicyInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const activity_subject_two_factor_policy = /** @type {((inputs?: Activity_Subject_Two_Factor_PolicyInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Activity_Subject_Two_Factor_PolicyInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_activity_subject_two_factor_policy(inputs)
	return en_activity_subject_two_factor_policy(inputs)
});