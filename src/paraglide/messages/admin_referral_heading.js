/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Referral_HeadingInputs */

const en_admin_referral_heading = /** @type {(inputs: Admin_Referral_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Referral Programme`)
};

const hi_admin_referral_heading = /** @type {(inputs: Admin_Referral_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`रेफ़रल प्रोग्राम`)
};

/**
* | output |
* | --- |
* | "Referral Programme" |
*
* @param {Admin_Referral_HeadingInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const admin_referral_heading = /** @type {((inputs?: Admin_Referral_HeadingInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Referral_HeadingInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_admin_referral_heading(inputs)
	return en_admin_referral_heading(inputs)
});