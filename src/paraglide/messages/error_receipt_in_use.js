/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Error_Receipt_In_UseInputs */

const en_error_receipt_in_use = /** @type {(inputs: Error_Receipt_In_UseInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This file is already the receipt of another payment. Please upload the receipt of this payment.`)
};

const hi_error_receipt_in_use = /** @type {(inputs: Error_Receipt_In_UseInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`यह फ़ाइल पहले से किसी दूसरे भुगतान की रसीद है। कृपया इस भुगतान की रसीद अपलोड करें।`)
};

/**
* | output |
* | --- |
* | "This file is already the receipt of another payment. Please upload the receipt of this payment." |
*
* @param {Error_Receipt_In_UseInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const error_receipt_in_use = /** @type {((inputs?: Error_Receipt_In_UseInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Error_Receipt_In_UseInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_error_receipt_in_use(inputs)
	return en_error_receipt_in_use(inputs)
});