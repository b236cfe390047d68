/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Error_Payment_Receipt_Not_ReadyInputs */

const en_error_payment_receipt_not_ready = /** @type {(inputs: Error_Payment_Receipt_Not_ReadyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`A receipt is available once the purchase is approved.`)
};

const hi_error_payment_receipt_not_ready = /** @type {(inputs: Error_Payment_Receipt_Not_ReadyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ख़रीद स्वीकृत होने के बाद ही रसीद मिलेगी।`)
};

/**
* | output |
* | --- |
* | "A receipt is available once the purchase is approved." |
*
* @param {Error_Payment_Receipt_Not_ReadyInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const error_payment_receipt_not_ready = /** @type {((inputs?: Error_Payment_Receipt_Not_ReadyInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Error_Payment_Receipt_Not_ReadyInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_error_payment_receipt_not_ready(inputs)
	return en_error_payment_receipt_not_ready(inputs)
});