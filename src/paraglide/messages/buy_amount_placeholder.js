/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Buy_Amount_PlaceholderInputs */

const en_buy_amount_placeholder = /** @type {(inputs: Buy_Amount_PlaceholderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Enter amount in INR`)
};

const hi_buy_amount_placeholder = /** @type {(inputs: Buy_Amount_PlaceholderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`INR में राशि डालें`)
};

/**
* | output |
* | --- |
* | "Enter amount in INR" |
*
* @param {Buy_Amount_PlaceholderInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const buy_amount_placeholder = /** @type {((inputs?: Buy_Amount_PlaceholderInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Buy_Amount_PlaceholderInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_buy_amount_placeholder(inputs)
	return en_buy_amount_placeholder(inputs)
});