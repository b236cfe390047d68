/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Chart_BankInputs */

const en_chart_bank = /** @type {(inputs: Chart_BankInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Bank`)
};

const hi_chart_bank = /** @type {(inputs: Chart_BankInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`बैंक`)
};

/**
* | output |
* | --- |
* | "Bank" |
*
* @param {Chart_BankInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const chart_bank = /** @type {((inputs?: Chart_BankInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Chart_BankInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_chart_bank(inputs)
	return en_chart_bank(inputs)
});