/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Activity_Action_Company_SuspendedInputs */

const en_activity_action_company_suspended = /** @type {(inputs: Activity_Action_Company_SuspendedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Company suspended`)
};

const hi_activity_action_company_suspended = /** @type {(inputs: Activity_Action_Company_SuspendedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`कंपनी निलंबित की गई`)
};

/**
* | output |
* | --- |
* | "Company suspended" |
*
* @param {Activity_Action_Company_SuspendedInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const activity_action_company_suspended = /** @type {((inputs?: Activity_Action_Company_SuspendedInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Activity_Action_Company_SuspendedInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_activity_action_company_suspended(inputs)
	return en_activity_action_company_suspended(inputs)
});