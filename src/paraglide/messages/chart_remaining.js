/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Chart_RemainingInputs */

const en_chart_remaining = /** @type {(inputs: Chart_RemainingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Remaining`)
};

const hi_chart_remaining = /** @type {(inputs: Chart_RemainingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`बची हुई`)
};

/**
* | output |
* | --- |
* | "Remaining" |
*
* @param {Chart_RemainingInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const chart_remaining = /** @type {((inputs?: Chart_RemainingInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Chart_RemainingInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_chart_remaining(inputs)
	return en_chart_remaining(inputs)
});