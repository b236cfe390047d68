/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Dash_Col_QtyInputs */

const en_dash_col_qty = /** @type {(inputs: Dash_Col_QtyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Stock Qty.`)
};

const hi_dash_col_qty = /** @type {(inputs: Dash_Col_QtyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`स्टॉक मात्रा`)
};

/**
* | output |
* | --- |
* | "Stock Qty." |
*
* @param {Dash_Col_QtyInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const dash_col_qty = /** @type {((inputs?: Dash_Col_QtyInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dash_Col_QtyInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_dash_col_qty(inputs)
	return en_dash_col_qty(inputs)
});