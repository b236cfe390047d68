/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Pay_Total_PayableInputs */

const en_pay_total_payable = /** @type {(inputs: Pay_Total_PayableInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Total Amount Payable`)
};

const hi_pay_total_payable = /** @type {(inputs: Pay_Total_PayableInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`कुल देय राशि`)
};

/**
* | output |
* | --- |
* | "Total Amount Payable" |
*
* @param {Pay_Total_PayableInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const pay_total_payable = /** @type {((inputs?: Pay_Total_PayableInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pay_Total_PayableInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_pay_total_payable(inputs)
	return en_pay_total_payable(inputs)
});