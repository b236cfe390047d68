/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Referral_Rewards_PaidInputs */

const en_admin_referral_rewards_paid = /** @type {(inputs: Admin_Referral_Rewards_PaidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Rewards paid`)
};

const hi_admin_referral_rewards_paid = /** @type {(inputs: Admin_Referral_Rewards_PaidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`दिए गए इनाम`)
};

/**
* | output |
* | --- |
* | "Rewards paid" |
*
* @param {Admin_Referral_Rewards_PaidInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const admin_referral_rewards_paid = /** @type {((inputs?: Admin_Referral_Rewards_PaidInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Referral_Rewards_PaidInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_admin_referral_rewards_paid(inputs)
	return en_admin_referral_rewards_paid(inputs)
});