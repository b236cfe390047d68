/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Chart_Collection_TitleInputs */

const en_chart_collection_title = /** @type {(inputs: Chart_Collection_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Total Collection Method Wise`)
};

const hi_chart_collection_title = /** @type {(inputs: Chart_Collection_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`भुगतान के तरीके के अनुसार कुल कलेक्शन`)
};

/**
* | output |
* | --- |
* | "Total Collection Method Wise" |
*
* @param {Chart_Collection_TitleInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const chart_collection_title = /** @type {((inputs?: Chart_Collection_TitleInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Chart_Collection_TitleInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_chart_collection_title(inputs)
	return en_chart_collection_title(inputs)
});