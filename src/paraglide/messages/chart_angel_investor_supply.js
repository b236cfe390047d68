/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Chart_Angel_Investor_SupplyInputs */

const en_chart_angel_investor_supply = /** @type {(inputs: Chart_Angel_Investor_SupplyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Angel Investor Supply`)
};

const hi_chart_angel_investor_supply = /** @type {(inputs: Chart_Angel_Investor_SupplyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`एंजेल निवेशक सप्लाई`)
};

/**
* | output |
* | --- |
* | "Angel Investor Supply" |
*
* @param {Chart_Angel_Investor_SupplyInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const chart_angel_investor_supply = /** @type {((inputs?: Chart_Angel_Investor_SupplyInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Chart_Angel_Investor_SupplyInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_chart_angel_investor_supply(inputs)
	return en_chart_angel_investor_supply(inputs)
});