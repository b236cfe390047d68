/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Referral_EnabledInputs */

const en_admin_referral_enabled = /** @type {(inputs: Admin_Referral_EnabledInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Referral programme on`)
};

const hi_admin_referral_enabled = /** @type {(inputs: Admin_Referral_EnabledInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`रेफ़रल प्रोग्राम चालू`)
};

/**
* | output |
* | --- |
* | "Referral programme on" |
*
* @param {Admin_Referral_EnabledInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const admin_referral_enabled = /** @type {((inputs?: Admin_Referral_EnabledInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Referral_EnabledInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_admin_referral_enabled(inputs)
	return en_admin_referral_enabled(inputs)
});