/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Activity_Subject_Referral_SettingsInputs */

const en_activity_subject_referral_settings = /** @type {(inputs: Activity_Subject_Referral_SettingsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Referral Programme`)
};

const hi_activity_subject_referral_settings = /** @type {(inputs: Activity_Subject_Referral_SettingsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`रेफ़रल प्रोग्राम`)
};

/**
* | output |
* | --- |
* | "Referral Programme" |
*
* @param {Activity_Subject_Referral_SettingsInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const activity_subject_referral_settings = /** @type {((inputs?: Activity_Subject_Referral_SettingsInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Activity_Subject_Referral_SettingsInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_activity_subject_referral_settings(inputs)
	return en_activity_subject_referral_settings(inputs)
});