/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Activity_Action_Referral_Settings_ChangedInputs */

const en_activity_action_referral_settings_changed = /** @type {(inputs: Activity_Action_Referral_Settings_ChangedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Referral settings changed`)
};

const hi_activity_action_referral_settings_changed = /** @type {(inputs: Activity_Action_Referral_Settings_ChangedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`रेफ़रल सेटिंग्स बदली गईं`)
};

/**
* | output |
* | --- |
* | "Referral settings changed" |
*
* @param {Activity_Action_Referral_Settings_ChangedInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const activity_action_referral_settings_changed = /** @type {((inputs?: Activity_Action_Referral_Settings_ChangedInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Activity_Action_Referral_Settings_ChangedInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_activity_action_referral_settings_changed(inputs)
	return en_activity_action_referral_settings_changed(inputs)
});