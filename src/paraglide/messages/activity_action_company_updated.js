/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Activity_Action_Company_UpdatedInputs */

const en_activity_action_company_updated = /** @type {(inputs: Activity_Action_Company_UpdatedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Company edited`)
};

const hi_activity_action_company_updated = /** @type {(inputs: Activity_Action_Company_UpdatedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`कंपनी संपादित की गई`)
};

/**
* | output |
* | --- |
* | "Company edited" |
*
* @param {Activity_Action_Company_UpdatedInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const activity_action_company_updated = /** @type {((inputs?: Activity_Action_Company_UpdatedInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Activity_Action_Company_UpdatedInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_activity_action_company_updated(inputs)
	return en_activity_action_company_updated(inputs)
});