/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Buy_Price_FailedInputs */

const en_buy_price_failed = /** @type {(inputs: Buy_Price_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Failed to fetch token price`)
};

const hi_buy_price_failed = /** @type {(inputs: Buy_Price_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`टोकन की कीमत नहीं मिल सकी`)
};

/**
* | output |
* | --- |
* | "Failed to fetch token price" |
*
* @param {Buy_Price_FailedInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const buy_price_failed = /** @type {((inputs?: Buy_Price_FailedInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Buy_Price_FailedInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_buy_price_failed(inputs)
	return en_buy_price_failed(inputs)
});