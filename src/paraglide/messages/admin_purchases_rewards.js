/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Purchases_RewardsInputs */

const en_admin_purchases_rewards = /** @type {(inputs: Admin_Purchases_RewardsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Referral Rewards`)
};

const hi_admin_purchases_rewards = /** @type {(inputs: Admin_Purchases_RewardsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`रेफ़रल इनाम`)
};

/**
* | output |
* | --- |
* | "Referral Rewards" |
*
* @param {Admin_Purchases_RewardsInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const admin_purchases_rewards = /** @type {((inputs?: Admin_Purchases_RewardsInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Purchases_RewardsInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_admin_purchases_rewards(inputs)
	return en_admin_purchases_rewards(inputs)
});