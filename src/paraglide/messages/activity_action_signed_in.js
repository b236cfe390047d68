/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Activity_Action_Signed_InInputs */

const en_activity_action_signed_in = /** @type {(inputs: Activity_Action_Signed_InInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Signed in`)
};

const hi_activity_action_signed_in = /** @type {(inputs: Activity_Action_Signed_InInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`साइन इन किया`)
};

/**
* | output |
* | --- |
* | "Signed in" |
*
* @param {Activity_Action_Signed_InInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const activity_action_signed_in = /** @type {((inputs?: Activity_Action_Signed_InInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Activity_Action_Signed_InInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_activity_action_signed_in(inputs)
	return en_activity_action_signed_in(inputs)
});