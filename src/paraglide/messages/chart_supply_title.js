/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Chart_Supply_TitleInputs */

const en_chart_supply_title = /** @type {(inputs: Chart_Supply_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Token Supply Distribution`)
};

const hi_chart_supply_title = /** @type {(inputs: Chart_Supply_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`टोकन सप्लाई का बँटवारा`)
};

/**
* | output |
* | --- |
* | "Token Supply Distribution" |
*
* @param {Chart_Supply_TitleInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const chart_supply_title = /** @type {((inputs?: Chart_Supply_TitleInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Chart_Supply_TitleInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_chart_supply_title(inputs)
	return en_chart_supply_title(inputs)
});