/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Done_Referral_Settings_UpdatedInputs */

const en_done_referral_settings_updated = /** @type {(inputs: Done_Referral_Settings_UpdatedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Referral settings updated successfully`)
};

const hi_done_referral_settings_updated = /** @type {(inputs: Done_Referral_Settings_UpdatedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`रेफ़रल सेटिंग्स अपडेट हो गईं`)
};

/**
* | output |
* | --- |
* | "Referral settings updated successfully" |
*
* @param {Done_Referral_Settings_UpdatedInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const done_referral_settings_updated = /** @type {((inputs?: Done_Referral_Settings_UpdatedInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Done_Referral_Settings_UpdatedInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_done_referral_settings_updated(inputs)
	return en_done_referral_settings_updated(inputs)
});