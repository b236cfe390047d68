/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Pay_Order_AmountInputs */

const en_pay_order_amount = /** @type {(inputs: Pay_Order_AmountInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Order Amount`)
};

const hi_pay_order_amount = /** @type {(inputs: Pay_Order_AmountInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ऑर्डर राशि`)
};

/**
* | output |
* | --- |
* | "Order Amount" |
*
* @param {Pay_Order_AmountInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const pay_order_amount = /** @type {((inputs?: Pay_Order_AmountInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pay_Order_AmountInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_pay_order_amount(inputs)
	return en_pay_order_amount(inputs)
});