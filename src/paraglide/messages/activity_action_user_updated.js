/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Activity_Action_User_UpdatedInputs */

const en_activity_action_user_updated = /** @type {(inputs: Activity_Action_User_UpdatedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`User edited`)
};

const hi_activity_action_user_updated = /** @type {(inputs: Activity_Action_User_UpdatedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`यूज़र संपादित किया गया`)
};

/**
* | output |
* | --- |
* | "User edited" |
*
* @param {Activity_Action_User_UpdatedInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const activity_action_user_updated = /** @type {((inputs?: Activity_Action_User_UpdatedInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Activity_Action_User_UpdatedInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_activity_action_user_updated(inputs)
	return en_activity_action_user_updated(inputs)
});