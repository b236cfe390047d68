/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Referral_Load_FailedInputs */

const en_admin_referral_load_failed = /** @type {(inputs: Admin_Referral_Load_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Could not load the referral programme. Please try again.`)
};

const hi_admin_referral_load_failed = /** @type {(inputs: Admin_Referral_Load_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`रेफ़रल प्रोग्राम लोड नहीं हो सका। कृपया फिर से कोशिश करें।`)
};

/**
* | output |
* | --- |
* | "Could not load the referral programme. Please try again." |
*
* @param {Admin_Referral_Load_FailedInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const admin_referral_load_failed = /** @type {((inputs?: Admin_Referral_Load_FailedInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Referral_Load_FailedInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_admin_referral_load_failed(inputs)
	return en_admin_referral_load_failed(inputs)
});