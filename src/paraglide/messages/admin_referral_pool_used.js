/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Referral_Pool_UsedInputs */

const en_admin_referral_pool_used = /** @type {(inputs: Admin_Referral_Pool_UsedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pool used`)
};

const hi_admin_referral_pool_used = /** @type {(inputs: Admin_Referral_Pool_UsedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`पूल का इस्तेमाल`)
};

/**
* | output |
* | --- |
* | "Pool used" |
*
* @param {Admin_Referral_Pool_UsedInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const admin_referral_pool_used = /** @type {((inputs?: Admin_Referral_Pool_UsedInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Referral_Pool_UsedInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_admin_referral_pool_used(inputs)
	return en_admin_referral_pool_used(inputs)
});