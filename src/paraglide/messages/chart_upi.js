/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Chart_UpiInputs */

const en_chart_upi = /** @type {(inputs: Chart_UpiInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`UPI`)
};

const hi_chart_upi = /** @type {(inputs: Chart_UpiInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`UPI`)
};

/**
* | output |
* | --- |
* | "UPI" |
*
* @param {Chart_UpiInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const chart_upi = /** @type {((inputs?: Chart_UpiInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Chart_UpiInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_chart_upi(inputs)
	return en_chart_upi(inputs)
});