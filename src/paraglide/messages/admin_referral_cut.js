/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Referral_CutInputs */

const en_admin_referral_cut = /** @type {(inputs: Admin_Referral_CutInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cut (pool short)`)
};

const hi_admin_referral_cut = /** @type {(inputs: Admin_Referral_CutInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`कटौती (पूल में कमी)`)
};

/**
* | output |
* | --- |
* | "Cut (pool short)" |
*
* @param {Admin_Referral_CutInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const admin_referral_cut = /** @type {((inputs?: Admin_Referral_CutInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Referral_CutInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_admin_referral_cut(inputs)
	return en_admin_referral_cut(inputs)
});