/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Chart_ManualInputs */

const en_chart_manual = /** @type {(inputs: Chart_ManualInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Manual`)
};

const hi_chart_manual = /** @type {(inputs: Chart_ManualInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`मैनुअल`)
};

/**
* | output |
* | --- |
* | "Manual" |
*
* @param {Chart_ManualInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const chart_manual = /** @type {((inputs?: Chart_ManualInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Chart_ManualInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_chart_manual(inputs)
	return en_chart_manual(inputs)
});