/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Chart_Collection_ValuesInputs */

const en_chart_collection_values = /** @type {(inputs: Chart_Collection_ValuesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Total Collection Method Wise values`)
};

const hi_chart_collection_values = /** @type {(inputs: Chart_Collection_ValuesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`भुगतान के तरीके के अनुसार कुल कलेक्शन के आँकड़े`)
};

/**
* | output |
* | --- |
* | "Total Collection Method Wise values" |
*
* @param {Chart_Collection_ValuesInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const chart_collection_values = /** @type {((inputs?: Chart_Collection_ValuesInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Chart_Collection_ValuesInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_chart_collection_values(inputs)
	return en_chart_collection_values(inputs)
});