/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Referral_RewardsInputs */

const en_admin_referral_rewards = /** @type {(inputs: Admin_Referral_RewardsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Rewards`)
};

const hi_admin_referral_rewards = /** @type {(inputs: Admin_Referral_RewardsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`इनाम`)
};

/**
* | output |
* | --- |
* | "Rewards" |
*
* @param {Admin_Referral_RewardsInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const admin_referral_rewards = /** @type {((inputs?: Admin_Referral_RewardsInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Referral_RewardsInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_admin_referral_rewards(inputs)
	return en_admin_referral_rewards(inputs)
});