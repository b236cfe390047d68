/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Referral_SoldInputs */

const en_admin_referral_sold = /** @type {(inputs: Admin_Referral_SoldInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sold`)
};

const hi_admin_referral_sold = /** @type {(inputs: Admin_Referral_SoldInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`बिके`)
};

/**
* | output |
* | --- |
* | "Sold" |
*
* @param {Admin_Referral_SoldInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const admin_referral_sold = /** @type {((inputs?: Admin_Referral_SoldInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Referral_SoldInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_admin_referral_sold(inputs)
	return en_admin_referral_sold(inputs)
});