/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Activity_Action_Company_ResumedInputs */

const en_activity_action_company_resumed = /** @type {(inputs: Activity_Action_Company_ResumedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Company resumed`)
};

const hi_activity_action_company_resumed = /** @type {(inputs: Activity_Action_Company_ResumedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`कंपनी फिर से चालू की गई`)
};

/**
* | output |
* | --- |
* | "Company resumed" |
*
* @param {Activity_Action_Company_ResumedInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const activity_action_company_resumed = /** @type {((inputs?: Activity_Action_Company_ResumedInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Activity_Action_Company_ResumedInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_activity_action_company_resumed(inputs)
	return en_activity_action_company_resumed(inputs)
});