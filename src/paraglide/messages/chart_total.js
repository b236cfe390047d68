/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Chart_TotalInputs */

const en_chart_total = /** @type {(inputs: Chart_TotalInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Total`)
};

const hi_chart_total = /** @type {(inputs: Chart_TotalInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`कुल`)
};

/**
* | output |
* | --- |
* | "Total" |
*
* @param {Chart_TotalInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const chart_total = /** @type {((inputs?: Chart_TotalInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Chart_TotalInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_chart_total(inputs)
	return en_chart_total(inputs)
});