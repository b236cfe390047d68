/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Chart_Collection_BarsInputs */

const en_chart_collection_bars = /** @type {(inputs: Chart_Collection_BarsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Total Collection Method Wise bar chart`)
};

const hi_chart_collection_bars = /** @type {(inputs: Chart_Collection_BarsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`भुगतान के तरीके के अनुसार कुल कलेक्शन का बार चार्ट`)
};

/**
* | output |
* | --- |
* | "Total Collection Method Wise bar chart" |
*
* @param {Chart_Collection_BarsInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const chart_collection_bars = /** @type {((inputs?: Chart_Collection_BarsInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Chart_Collection_BarsInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_chart_collection_bars(inputs)
	return en_chart_collection_bars(inputs)
});