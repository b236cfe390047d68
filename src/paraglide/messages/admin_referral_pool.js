/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Referral_PoolInputs */

const en_admin_referral_pool = /** @type {(inputs: Admin_Referral_PoolInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pool`)
};

const hi_admin_referral_pool = /** @type {(inputs: Admin_Referral_PoolInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`पूल`)
};

/**
* | output |
* | --- |
* | "Pool" |
*
* @param {Admin_Referral_PoolInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const admin_referral_pool = /** @type {((inputs?: Admin_Referral_PoolInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Referral_PoolInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_admin_referral_pool(inputs)
	return en_admin_referral_pool(inputs)
});