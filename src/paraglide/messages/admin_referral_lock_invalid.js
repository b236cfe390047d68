/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Referral_Lock_InvalidInputs */

const en_admin_referral_lock_invalid = /** @type {(inputs: Admin_Referral_Lock_InvalidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Lock period must be a whole number of days from 0 to 3650`)
};

const hi_admin_referral_lock_invalid = /** @type {(inputs: Admin_Referral_Lock_InvalidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`लॉक अवधि 0 से 3650 के बीच दिनों की पूरी संख्या हो`)
};

/**
* | output |
* | --- |
* | "Lock period must be a whole number of days from 0 to 3650" |
*
* @param {Admin_Referral_Lock_InvalidInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const admin_referral_lock_invalid = /** @type {((inputs?: Admin_Referral_Lock_InvalidInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Referral_Lock_InvalidInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_admin_referral_lock_invalid(inputs)
	return en_admin_referral_lock_invalid(inputs)
});