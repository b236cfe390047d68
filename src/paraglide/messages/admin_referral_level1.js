/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Referral_Level1Inputs */

const en_admin_referral_level1 = /** @type {(inputs: Admin_Referral_Level1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Level 1 reward (%)`)
};

const hi_admin_referral_level1 = /** @type {(inputs: Admin_Referral_Level1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`लेवल 1 इनाम (%)`)
};

/**
* | output |
* | --- |
* | "Level 1 reward (%)" |
*
* @param {Admin_Referral_Level1Inputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const admin_referral_level1 = /** @type {((inputs?: Admin_Referral_Level1Inputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Referral_Level1Inputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_admin_referral_level1(inputs)
	return en_admin_referral_level1(inputs)
});