/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ level: NonNullable<unknown>, code: NonNullable<unknown>, tokens: NonNullable<unknown>, intended: NonNullable<unknown>, status: NonNullable<unknown>, reason: NonNullable<unknown> }} Admin_Purchases_Reward_Short_ReasonInputs */

const en_admin_purchases_reward_short_reason = /** @type {(inputs: Admin_Purchases_Reward_Short_ReasonInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`L${i?.level} ${i?.code}: ${i?.tokens} of ${i?.intended} (${i?.status}: ${i?.reason})`)
};

const hi_admin_purchases_reward_short_reason = /** @type {(inputs: Admin_Purchases_Reward_Short_ReasonInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`L${i?.level} ${i?.code}: ${i?.intended} में से ${i?.tokens} (${i?.status}: ${i?.reason})`)
};

/**
* | output |
* | --- |
* | "L{level} {code}: {tokens} of {intended} ({status}: {reason})" |
*
* @param {Admin_Purchases_Reward_Short_ReasonInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const admin_purchases_reward_short_reason = /** @type {((inputs: Admin_Purchases_Reward_Short_ReasonInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Purchases_Reward_Short_ReasonInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_admin_purchases_reward_short_reason(inputs)
	return en_admin_purchases_reward_short_reason(inputs)
});