/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Referral_Level1_DescriptionInputs */

const en_admin_referral_level1_description = /** @type {(inputs: Admin_Referral_Level1_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Paid to the buyer's referrer`)
};

const hi_admin_referral_level1_description = /** @type {(inputs: Admin_Referral_Level1_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`खरीदार के रेफ़रर को मिलता है`)
};

/**
* | output |
* | --- |
* | "Paid to the buyer's referrer" |
*
* @param {Admin_Referral_Level1_DescriptionInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const admin_referral_level1_description = /** @type {((inputs?: Admin_Referral_Level1_DescriptionInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Referral_Level1_DescriptionInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_admin_referral_level1_description(inputs)
	return en_admin_referral_level1_description(inputs)
});