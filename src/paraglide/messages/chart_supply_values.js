/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Chart_Supply_ValuesInputs */

const en_chart_supply_values = /** @type {(inputs: Chart_Supply_ValuesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Token Supply Distribution values`)
};

const hi_chart_supply_values = /** @type {(inputs: Chart_Supply_ValuesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`टोकन सप्लाई के बँटवारे के आँकड़े`)
};

/**
* | output |
* | --- |
* | "Token Supply Distribution values" |
*
* @param {Chart_Supply_ValuesInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const chart_supply_values = /** @type {((inputs?: Chart_Supply_ValuesInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Chart_Supply_ValuesInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_chart_supply_values(inputs)
	return en_chart_supply_values(inputs)
});