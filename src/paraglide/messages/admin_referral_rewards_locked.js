/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Referral_Rewards_LockedInputs */

const en_admin_referral_rewards_locked = /** @type {(inputs: Admin_Referral_Rewards_LockedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Rewards locked`)
};

const hi_admin_referral_rewards_locked = /** @type {(inputs: Admin_Referral_Rewards_LockedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`लॉक इनाम`)
};

/**
* | output |
* | --- |
* | "Rewards locked" |
*
* @param {Admin_Referral_Rewards_LockedInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const admin_referral_rewards_locked = /** @type {((inputs?: Admin_Referral_Rewards_LockedInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Referral_Rewards_LockedInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_admin_referral_rewards_locked(inputs)
	return en_admin_referral_rewards_locked(inputs)
});