/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Dash_Global_StockInputs */

const en_dash_global_stock = /** @type {(inputs: Dash_Global_StockInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Global Stock`)
};

const hi_dash_global_stock = /** @type {(inputs: Dash_Global_StockInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ग्लोबल स्टॉक`)
};

/**
* | output |
* | --- |
* | "Global Stock" |
*
* @param {Dash_Global_StockInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const dash_global_stock = /** @type {((inputs?: Dash_Global_StockInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dash_Global_StockInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_dash_global_stock(inputs)
	return en_dash_global_stock(inputs)
});