/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Pay_Order_NumberInputs */

const en_pay_order_number = /** @type {(inputs: Pay_Order_NumberInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Order #`)
};

const hi_pay_order_number = /** @type {(inputs: Pay_Order_NumberInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ऑर्डर नं.`)
};

/**
* | output |
* | --- |
* | "Order #" |
*
* @param {Pay_Order_NumberInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const pay_order_number = /** @type {((inputs?: Pay_Order_NumberInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pay_Order_NumberInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_pay_order_number(inputs)
	return en_pay_order_number(inputs)
});