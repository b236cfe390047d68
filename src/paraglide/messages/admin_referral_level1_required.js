/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Referral_Level1_RequiredInputs */

const en_admin_referral_level1_required = /** @type {(inputs: Admin_Referral_Level1_RequiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Level 1 reward is required`)
};

const hi_admin_referral_level1_required = /** @type {(inputs: Admin_Referral_Level1_RequiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`लेवल 1 इनाम ज़रूरी है`)
};

/**
* | output |
* | --- |
* | "Level 1 reward is required" |
*
* @param {Admin_Referral_Level1_RequiredInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const admin_referral_level1_required = /** @type {((inputs?: Admin_Referral_Level1_RequiredInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Referral_Level1_RequiredInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_admin_referral_level1_required(inputs)
	return en_admin_referral_level1_required(inputs)
});