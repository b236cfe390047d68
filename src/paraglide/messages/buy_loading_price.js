/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Buy_Loading_PriceInputs */

const en_buy_loading_price = /** @type {(inputs: Buy_Loading_PriceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Loading price`)
};

const hi_buy_loading_price = /** @type {(inputs: Buy_Loading_PriceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`कीमत लोड हो रही है`)
};

/**
* | output |
* | --- |
* | "Loading price" |
*
* @param {Buy_Loading_PriceInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const buy_loading_price = /** @type {((inputs?: Buy_Loading_PriceInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Buy_Loading_PriceInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_buy_loading_price(inputs)
	return en_buy_loading_price(inputs)
});