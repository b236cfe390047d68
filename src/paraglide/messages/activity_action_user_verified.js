/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Activity_Action_User_VerifiedInputs */

const en_activity_action_user_verified = /** @type {(inputs: Activity_Action_User_VerifiedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`User verified`)
};

const hi_activity_action_user_verified = /** @type {(inputs: Activity_Action_User_VerifiedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`यूज़र सत्यापित किया गया`)
};

/**
* | output |
* | --- |
* | "User verified" |
*
* @param {Activity_Action_User_VerifiedInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const activity_action_user_verified = /** @type {((inputs?: Activity_Action_User_VerifiedInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Activity_Action_User_VerifiedInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_activity_action_user_verified(inputs)
	return en_activity_action_user_verified(inputs)
});