/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Referral_Rewards_AvailableInputs */

const en_admin_referral_rewards_available = /** @type {(inputs: Admin_Referral_Rewards_AvailableInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Rewards available`)
};

const hi_admin_referral_rewards_available = /** @type {(inputs: Admin_Referral_Rewards_AvailableInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`उपलब्ध इनाम`)
};

/**
* | output |
* | --- |
* | "Rewards available" |
*
* @param {Admin_Referral_Rewards_AvailableInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const admin_referral_rewards_available = /** @type {((inputs?: Admin_Referral_Rewards_AvailableInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Referral_Rewards_AvailableInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_admin_referral_rewards_available(inputs)
	return en_admin_referral_rewards_available(inputs)
});