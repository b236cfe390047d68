/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Sa_Transactions_Order_NoInputs */

const en_sa_transactions_order_no = /** @type {(inputs: Sa_Transactions_Order_NoInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Order No.`)
};

const hi_sa_transactions_order_no = /** @type {(inputs: Sa_Transactions_Order_NoInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ऑर्डर नं.`)
};

/**
* | output |
* | --- |
* | "Order No." |
*
* @param {Sa_Transactions_Order_NoInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const sa_transactions_order_no = /** @type {((inputs?: Sa_Transactions_Order_NoInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Sa_Transactions_Order_NoInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_sa_transactions_order_no(inputs)
	return en_sa_transactions_order_no(inputs)
});