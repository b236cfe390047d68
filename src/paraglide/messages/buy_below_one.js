/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ price: NonNullable<unknown>, symbol: NonNullable<unknown> }} Buy_Below_OneInputs */

const en_buy_below_one = /** @type {(inputs: Buy_Below_OneInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Enter at least ${i?.price} to buy one ${i?.symbol}.`)
};

const hi_buy_below_one = /** @type {(inputs: Buy_Below_OneInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`एक ${i?.symbol} खरीदने के लिए कम से कम ${i?.price} डालें।`)
};

/**
* | output |
* | --- |
* | "Enter at least {price} to buy one {symbol}." |
*
* @param {Buy_Below_OneInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const buy_below_one = /** @type {((inputs: Buy_Below_OneInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Buy_Below_OneInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_buy_below_one(inputs)
	return en_buy_below_one(inputs)
});