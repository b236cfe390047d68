/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Buy_Order_FailedInputs */

const en_buy_order_failed = /** @type {(inputs: Buy_Order_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Failed to create purchase order.`)
};

const hi_buy_order_failed = /** @type {(inputs: Buy_Order_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`खरीद का ऑर्डर नहीं बन सका।`)
};

/**
* | output |
* | --- |
* | "Failed to create purchase order." |
*
* @param {Buy_Order_FailedInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const buy_order_failed = /** @type {((inputs?: Buy_Order_FailedInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Buy_Order_FailedInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_buy_order_failed(inputs)
	return en_buy_order_failed(inputs)
});