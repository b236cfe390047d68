/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Buy_Price_Per_TokenInputs */

const en_buy_price_per_token = /** @type {(inputs: Buy_Price_Per_TokenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Price per token:`)
};

const hi_buy_price_per_token = /** @type {(inputs: Buy_Price_Per_TokenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`प्रति टोकन कीमत:`)
};

/**
* | output |
* | --- |
* | "Price per token:" |
*
* @param {Buy_Price_Per_TokenInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const buy_price_per_token = /** @type {((inputs?: Buy_Price_Per_TokenInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Buy_Price_Per_TokenInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_buy_price_per_token(inputs)
	return en_buy_price_per_token(inputs)
});