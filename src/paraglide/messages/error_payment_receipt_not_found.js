/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Error_Payment_Receipt_Not_FoundInputs */

const en_error_payment_receipt_not_found = /** @type {(inputs: Error_Payment_Receipt_Not_FoundInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Receipt not found.`)
};

const hi_error_payment_receipt_not_found = /** @type {(inputs: Error_Payment_Receipt_Not_FoundInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`रसीद नहीं मिली।`)
};

/**
* | output |
* | --- |
* | "Receipt not found." |
*
* @param {Error_Payment_Receipt_Not_FoundInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const error_payment_receipt_not_found = /** @type {((inputs?: Error_Payment_Receipt_Not_FoundInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Error_Payment_Receipt_Not_FoundInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_error_payment_receipt_not_found(inputs)
	return en_error_payment_receipt_not_found(inputs)
});