/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Dash_My_StockInputs */

const en_dash_my_stock = /** @type {(inputs: Dash_My_StockInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`My Stock`)
};

const hi_dash_my_stock = /** @type {(inputs: Dash_My_StockInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`मेरा स्टॉक`)
};

/**
* | output |
* | --- |
* | "My Stock" |
*
* @param {Dash_My_StockInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const dash_my_stock = /** @type {((inputs?: Dash_My_StockInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dash_My_StockInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_dash_my_stock(inputs)
	return en_dash_my_stock(inputs)
});