/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ level: NonNullable<unknown>, code: NonNullable<unknown>, tokens: NonNullable<unknown>, intended: NonNullable<unknown>, status: NonNullable<unknown> }} Admin_Purchases_Reward_ShortInputs */

const en_admin_purchases_reward_short = /** @type {(inputs: Admin_Purchases_Reward_ShortInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`L${i?.level} ${i?.code}: ${i?.tokens} of ${i?.intended} (${i?.status})`)
};

const hi_admin_purchases_reward_short = /** @type {(inputs: Admin_Purchases_Reward_ShortInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`L${i?.level} ${i?.code}: ${i?.intended} में से ${i?.tokens} (${i?.status})`)
};

/**
* | output |
* | --- |
* | "L{level} {code}: {tokens} of {intended} ({status})" |
*
* @param {Admin_Purchases_Reward_ShortInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const admin_purchases_reward_short = /** @type {((inputs: Admin_Purchases_Reward_ShortInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Purchases_Reward_ShortInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_admin_purchases_reward_short(inputs)
	return en_admin_purchases_reward_short(inputs)
});