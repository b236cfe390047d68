/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Chart_Stock_BalanceInputs */

const en_chart_stock_balance = /** @type {(inputs: Chart_Stock_BalanceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Stock Balance`)
};

const hi_chart_stock_balance = /** @type {(inputs: Chart_Stock_BalanceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`स्टॉक बैलेंस`)
};

/**
* | output |
* | --- |
* | "Stock Balance" |
*
* @param {Chart_Stock_BalanceInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const chart_stock_balance = /** @type {((inputs?: Chart_Stock_BalanceInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Chart_Stock_BalanceInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_chart_stock_balance(inputs)
	return en_chart_stock_balance(inputs)
});