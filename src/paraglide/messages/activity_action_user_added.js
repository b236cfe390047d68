/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Activity_Action_User_AddedInputs */

const en_activity_action_user_added = /** @type {(inputs: Activity_Action_User_AddedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`User added`)
};

const hi_activity_action_user_added = /** @type {(inputs: Activity_Action_User_AddedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`यूज़र जोड़ा गया`)
};

/**
* | output |
* | --- |
* | "User added" |
*
* @param {Activity_Action_User_AddedInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const activity_action_user_added = /** @type {((inputs?: Activity_Action_User_AddedInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Activity_Action_User_AddedInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_activity_action_user_added(inputs)
	return en_activity_action_user_added(inputs)
});