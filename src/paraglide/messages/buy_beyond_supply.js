/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ amount: NonNullable<unknown>, symbol: NonNullable<unknown> }} Buy_Beyond_SupplyInputs */

const en_buy_beyond_supply = /** @type {(inputs: Buy_Beyond_SupplyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Only ${i?.amount} ${i?.symbol} remain for sale.`)
};

const hi_buy_beyond_supply = /** @type {(inputs: Buy_Beyond_SupplyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`बिक्री के लिए केवल ${i?.amount} ${i?.symbol} बचे हैं।`)
};

/**
* | output |
* | --- |
* | "Only {amount} {symbol} remain for sale." |
*
* @param {Buy_Beyond_SupplyInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const buy_beyond_supply = /** @type {((inputs: Buy_Beyond_SupplyInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Buy_Beyond_SupplyInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_buy_beyond_supply(inputs)
	return en_buy_beyond_supply(inputs)
});