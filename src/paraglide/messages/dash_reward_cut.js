/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ level: NonNullable<unknown>, percent: NonNullable<unknown>, quantity: NonNullable<unknown>, intended: NonNullable<unknown> }} Dash_Reward_CutInputs */

const en_dash_reward_cut = /** @type {(inputs: Dash_Reward_CutInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Level ${i?.level}: ${i?.percent}% of ${i?.quantity} (cut from ${i?.intended})`)
};

const hi_dash_reward_cut = /** @type {(inputs: Dash_Reward_CutInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`लेवल ${i?.level}: ${i?.quantity} का ${i?.percent}% (${i?.intended} से घटाकर)`)
};

/**
* | output |
* | --- |
* | "Level {level}: {percent}% of {quantity} (cut from {intended})" |
*
* @param {Dash_Reward_CutInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const dash_reward_cut = /** @type {((inputs: Dash_Reward_CutInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dash_Reward_CutInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_dash_reward_cut(inputs)
	return en_dash_reward_cut(inputs)
});