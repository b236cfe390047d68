/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Referral_Enabled_DescriptionInputs */

const en_admin_referral_enabled_description = /** @type {(inputs: Admin_Referral_Enabled_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Off pays no rewards on approvals.`)
};

const hi_admin_referral_enabled_description = /** @type {(inputs: Admin_Referral_Enabled_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`बंद होने पर मंज़ूरी पर कोई इनाम नहीं मिलता।`)
};

/**
* | output |
* | --- |
* | "Off pays no rewards on approvals." |
*
* @param {Admin_Referral_Enabled_DescriptionInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const admin_referral_enabled_description = /** @type {((inputs?: Admin_Referral_Enabled_DescriptionInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Referral_Enabled_DescriptionInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_admin_referral_enabled_description(inputs)
	return en_admin_referral_enabled_description(inputs)
});