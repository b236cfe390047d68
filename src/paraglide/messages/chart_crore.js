/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ value: NonNullable<unknown> }} Chart_CroreInputs */

const en_chart_crore = /** @type {(inputs: Chart_CroreInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.value} CR`)
};

const hi_chart_crore = /** @type {(inputs: Chart_CroreInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.value} करोड़`)
};

/**
* | output |
* | --- |
* | "{value} CR" |
*
* @param {Chart_CroreInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const chart_crore = /** @type {((inputs: Chart_CroreInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Chart_CroreInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_chart_crore(inputs)
	return en_chart_crore(inputs)
});