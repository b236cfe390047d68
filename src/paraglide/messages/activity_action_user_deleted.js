/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Activity_Action_User_DeletedInputs */

const en_activity_action_user_deleted = /** @type {(inputs: Activity_Action_User_DeletedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`User deleted`)
};

const hi_activity_action_user_deleted = /** @type {(inputs: Activity_Action_User_DeletedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`यूज़र हटाया गया`)
};

/**
* | output |
* | --- |
* | "User deleted" |
*
* @param {Activity_Action_User_DeletedInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const activity_action_user_deleted = /** @type {((inputs?: Activity_Action_User_DeletedInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Activity_Action_User_DeletedInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_activity_action_user_deleted(inputs)
	return en_activity_action_user_deleted(inputs)
});