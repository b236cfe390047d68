/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Referral_Level1_InvalidInputs */

const en_admin_referral_level1_invalid = /** @type {(inputs: Admin_Referral_Level1_InvalidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Level 1 reward must be a percentage from 0 to 100, at most 2 decimals`)
};

const hi_admin_referral_level1_invalid = /** @type {(inputs: Admin_Referral_Level1_InvalidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`लेवल 1 इनाम 0 से 100 के बीच का प्रतिशत हो, दशमलव के बाद ज़्यादा से ज़्यादा 2 अंक`)
};

/**
* | output |
* | --- |
* | "Level 1 reward must be a percentage from 0 to 100, at most 2 decimals" |
*
* @param {Admin_Referral_Level1_InvalidInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const admin_referral_level1_invalid = /** @type {((inputs?: Admin_Referral_Level1_InvalidInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Referral_Level1_InvalidInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_admin_referral_level1_invalid(inputs)
	return en_admin_referral_level1_invalid(inputs)
});