/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Referral_Top_ReferrersInputs */

const en_admin_referral_top_referrers = /** @type {(inputs: Admin_Referral_Top_ReferrersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Top referrers`)
};

const hi_admin_referral_top_referrers = /** @type {(inputs: Admin_Referral_Top_ReferrersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`टॉप रेफ़रर`)
};

/**
* | output |
* | --- |
* | "Top referrers" |
*
* @param {Admin_Referral_Top_ReferrersInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const admin_referral_top_referrers = /** @type {((inputs?: Admin_Referral_Top_ReferrersInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Referral_Top_ReferrersInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_admin_referral_top_referrers(inputs)
	return en_admin_referral_top_referrers(inputs)
});