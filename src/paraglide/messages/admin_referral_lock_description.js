/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Referral_Lock_DescriptionInputs */

const en_admin_referral_lock_description = /** @type {(inputs: Admin_Referral_Lock_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Before a reward is available`)
};

const hi_admin_referral_lock_description = /** @type {(inputs: Admin_Referral_Lock_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`इनाम उपलब्ध होने से पहले`)
};

/**
* | output |
* | --- |
* | "Before a reward is available" |
*
* @param {Admin_Referral_Lock_DescriptionInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const admin_referral_lock_description = /** @type {((inputs?: Admin_Referral_Lock_DescriptionInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Referral_Lock_DescriptionInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_admin_referral_lock_description(inputs)
	return en_admin_referral_lock_description(inputs)
});