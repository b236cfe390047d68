/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Purchases_Reward_CutInputs */

const en_admin_purchases_reward_cut = /** @type {(inputs: Admin_Purchases_Reward_CutInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`cut`)
};

const hi_admin_purchases_reward_cut = /** @type {(inputs: Admin_Purchases_Reward_CutInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`कटौती`)
};

/**
* | output |
* | --- |
* | "cut" |
*
* @param {Admin_Purchases_Reward_CutInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const admin_purchases_reward_cut = /** @type {((inputs?: Admin_Purchases_Reward_CutInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Purchases_Reward_CutInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_admin_purchases_reward_cut(inputs)
	return en_admin_purchases_reward_cut(inputs)
});