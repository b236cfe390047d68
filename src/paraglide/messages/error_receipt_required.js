/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Error_Receipt_RequiredInputs */

const en_error_receipt_required = /** @type {(inputs: Error_Receipt_RequiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Please upload a transaction file before submitting.`)
};

const hi_error_receipt_required = /** @type {(inputs: Error_Receipt_RequiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`सबमिट करने से पहले कृपया ट्रांज़ैक्शन फ़ाइल अपलोड करें।`)
};

/**
* | output |
* | --- |
* | "Please upload a transaction file before submitting." |
*
* @param {Error_Receipt_RequiredInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const error_receipt_required = /** @type {((inputs?: Error_Receipt_RequiredInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Error_Receipt_RequiredInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_error_receipt_required(inputs)
	return en_error_receipt_required(inputs)
});