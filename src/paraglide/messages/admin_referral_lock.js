/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Referral_LockInputs */

const en_admin_referral_lock = /** @type {(inputs: Admin_Referral_LockInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Lock period (days)`)
};

const hi_admin_referral_lock = /** @type {(inputs: Admin_Referral_LockInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`लॉक अवधि (दिन)`)
};

/**
* | output |
* | --- |
* | "Lock period (days)" |
*
* @param {Admin_Referral_LockInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const admin_referral_lock = /** @type {((inputs?: Admin_Referral_LockInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Referral_LockInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_admin_referral_lock(inputs)
	return en_admin_referral_lock(inputs)
});