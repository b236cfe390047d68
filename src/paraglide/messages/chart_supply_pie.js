/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Chart_Supply_PieInputs */

const en_chart_supply_pie = /** @type {(inputs: Chart_Supply_PieInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Token Supply Distribution pie chart`)
};

const hi_chart_supply_pie = /** @type {(inputs: Chart_Supply_PieInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`टोकन सप्लाई के बँटवारे का पाई चार्ट`)
};

/**
* | output |
* | --- |
* | "Token Supply Distribution pie chart" |
*
* @param {Chart_Supply_PieInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const chart_supply_pie = /** @type {((inputs?: Chart_Supply_PieInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Chart_Supply_PieInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_chart_supply_pie(inputs)
	return en_chart_supply_pie(inputs)
});