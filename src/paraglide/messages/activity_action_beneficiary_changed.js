/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Activity_Action_Beneficiary_ChangedInputs */

const en_activity_action_beneficiary_changed = /** @type {(inputs: Activity_Action_Beneficiary_ChangedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Beneficiary changed`)
};

const hi_activity_action_beneficiary_changed = /** @type {(inputs: Activity_Action_Beneficiary_ChangedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`लाभार्थी बदला गया`)
};

/**
* | output |
* | --- |
* | "Beneficiary changed" |
*
* @param {Activity_Action_Beneficiary_ChangedInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const activity_action_beneficiary_changed = /** @type {((inputs?: Activity_Action_Beneficiary_ChangedInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Activity_Action_Beneficiary_ChangedInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_activity_action_beneficiary_changed(inputs)
	return en_activity_action_beneficiary_changed(inputs)
});