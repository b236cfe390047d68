/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Buy_Amount_LabelInputs */

const en_buy_amount_label = /** @type {(inputs: Buy_Amount_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Amount (INR)`)
};

const hi_buy_amount_label = /** @type {(inputs: Buy_Amount_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`राशि (INR)`)
};

/**
* | output |
* | --- |
* | "Amount (INR)" |
*
* @param {Buy_Amount_LabelInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const buy_amount_label = /** @type {((inputs?: Buy_Amount_LabelInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Buy_Amount_LabelInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_buy_amount_label(inputs)
	return en_buy_amount_label(inputs)
});