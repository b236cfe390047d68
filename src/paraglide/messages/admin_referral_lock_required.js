/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Referral_Lock_RequiredInputs */

const en_admin_referral_lock_required = /** @type {(inputs: Admin_Referral_Lock_RequiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Lock period is required`)
};

const hi_admin_referral_lock_required = /** @type {(inputs: Admin_Referral_Lock_RequiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`लॉक अवधि ज़रूरी है`)
};

/**
* | output |
* | --- |
* | "Lock period is required" |
*
* @param {Admin_Referral_Lock_RequiredInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const admin_referral_lock_required = /** @type {((inputs?: Admin_Referral_Lock_RequiredInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Referral_Lock_RequiredInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_admin_referral_lock_required(inputs)
	return en_admin_referral_lock_required(inputs)
});