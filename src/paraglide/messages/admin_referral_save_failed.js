/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Referral_Save_FailedInputs */

const en_admin_referral_save_failed = /** @type {(inputs: Admin_Referral_Save_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Failed to update referral settings`)
};

const hi_admin_referral_save_failed = /** @type {(inputs: Admin_Referral_Save_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`रेफ़रल सेटिंग्स अपडेट नहीं हो सकीं`)
};

/**
* | output |
* | --- |
* | "Failed to update referral settings" |
*
* @param {Admin_Referral_Save_FailedInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const admin_referral_save_failed = /** @type {((inputs?: Admin_Referral_Save_FailedInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Referral_Save_FailedInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_admin_referral_save_failed(inputs)
	return en_admin_referral_save_failed(inputs)
});