/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Chart_Share_SeriesInputs */

const en_chart_share_series = /** @type {(inputs: Chart_Share_SeriesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`%`)
};

const hi_chart_share_series = /** @type {(inputs: Chart_Share_SeriesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`हिस्सा`)
};

/**
* | output |
* | --- |
* | "%" |
*
* @param {Chart_Share_SeriesInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const chart_share_series = /** @type {((inputs?: Chart_Share_SeriesInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Chart_Share_SeriesInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_chart_share_series(inputs)
	return en_chart_share_series(inputs)
});