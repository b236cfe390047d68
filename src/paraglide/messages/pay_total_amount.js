/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Pay_Total_AmountInputs */

const en_pay_total_amount = /** @type {(inputs: Pay_Total_AmountInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Total Amount`)
};

const hi_pay_total_amount = /** @type {(inputs: Pay_Total_AmountInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`कुल राशि`)
};

/**
* | output |
* | --- |
* | "Total Amount" |
*
* @param {Pay_Total_AmountInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const pay_total_amount = /** @type {((inputs?: Pay_Total_AmountInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pay_Total_AmountInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_pay_total_amount(inputs)
	return en_pay_total_amount(inputs)
});