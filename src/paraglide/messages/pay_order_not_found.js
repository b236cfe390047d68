/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Pay_Order_Not_FoundInputs */

const en_pay_order_not_found = /** @type {(inputs: Pay_Order_Not_FoundInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Order details not found in URL.`)
};

const hi_pay_order_not_found = /** @type {(inputs: Pay_Order_Not_FoundInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`URL में ऑर्डर का विवरण नहीं मिला।`)
};

/**
* | output |
* | --- |
* | "Order details not found in URL." |
*
* @param {Pay_Order_Not_FoundInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const pay_order_not_found = /** @type {((inputs?: Pay_Order_Not_FoundInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pay_Order_Not_FoundInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_pay_order_not_found(inputs)
	return en_pay_order_not_found(inputs)
});