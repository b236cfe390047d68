/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Referral_RankInputs */

const en_admin_referral_rank = /** @type {(inputs: Admin_Referral_RankInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Rank`)
};

const hi_admin_referral_rank = /** @type {(inputs: Admin_Referral_RankInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`रैंक`)
};

/**
* | output |
* | --- |
* | "Rank" |
*
* @param {Admin_Referral_RankInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const admin_referral_rank = /** @type {((inputs?: Admin_Referral_RankInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Referral_RankInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_admin_referral_rank(inputs)
	return en_admin_referral_rank(inputs)
});