/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Pay_Utr_PaytmInputs */

const en_pay_utr_paytm = /** @type {(inputs: Pay_Utr_PaytmInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Balance & History, open the payment: UPI Ref. No.`)
};

const hi_pay_utr_paytm = /** @type {(inputs: Pay_Utr_PaytmInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Balance & History में जाकर भुगतान खोलें: UPI Ref. No.`)
};

/**
* | output |
* | --- |
* | "Balance & History, open the payment: UPI Ref. No." |
*
* @param {Pay_Utr_PaytmInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const pay_utr_paytm = /** @type {((inputs?: Pay_Utr_PaytmInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pay_Utr_PaytmInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_pay_utr_paytm(inputs)
	return en_pay_utr_paytm(inputs)
});