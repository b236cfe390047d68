/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Purchases_Reward_SkippedInputs */

const en_admin_purchases_reward_skipped = /** @type {(inputs: Admin_Purchases_Reward_SkippedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`skipped`)
};

const hi_admin_purchases_reward_skipped = /** @type {(inputs: Admin_Purchases_Reward_SkippedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`छोड़ा गया`)
};

/**
* | output |
* | --- |
* | "skipped" |
*
* @param {Admin_Purchases_Reward_SkippedInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const admin_purchases_reward_skipped = /** @type {((inputs?: Admin_Purchases_Reward_SkippedInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Purchases_Reward_SkippedInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_admin_purchases_reward_skipped(inputs)
	return en_admin_purchases_reward_skipped(inputs)
});