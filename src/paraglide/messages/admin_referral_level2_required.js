/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Referral_Level2_RequiredInputs */

const en_admin_referral_level2_required = /** @type {(inputs: Admin_Referral_Level2_RequiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Level 2 reward is required`)
};

const hi_admin_referral_level2_required = /** @type {(inputs: Admin_Referral_Level2_RequiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`लेवल 2 इनाम ज़रूरी है`)
};

/**
* | output |
* | --- |
* | "Level 2 reward is required" |
*
* @param {Admin_Referral_Level2_RequiredInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const admin_referral_level2_required = /** @type {((inputs?: Admin_Referral_Level2_RequiredInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Referral_Level2_RequiredInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_admin_referral_level2_required(inputs)
	return en_admin_referral_level2_required(inputs)
});