/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Referral_RemainingInputs */

const en_admin_referral_remaining = /** @type {(inputs: Admin_Referral_RemainingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Remaining`)
};

const hi_admin_referral_remaining = /** @type {(inputs: Admin_Referral_RemainingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`बाकी`)
};

/**
* | output |
* | --- |
* | "Remaining" |
*
* @param {Admin_Referral_RemainingInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const admin_referral_remaining = /** @type {((inputs?: Admin_Referral_RemainingInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Referral_RemainingInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_admin_referral_remaining(inputs)
	return en_admin_referral_remaining(inputs)
});