/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Error_Receipt_Not_FoundInputs */

const en_error_receipt_not_found = /** @type {(inputs: Error_Receipt_Not_FoundInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The transaction file was not found. Please upload it again.`)
};

const hi_error_receipt_not_found = /** @type {(inputs: Error_Receipt_Not_FoundInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ट्रांज़ैक्शन फ़ाइल नहीं मिली। कृपया इसे फिर से अपलोड करें।`)
};

/**
* | output |
* | --- |
* | "The transaction file was not found. Please upload it again." |
*
* @param {Error_Receipt_Not_FoundInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const error_receipt_not_found = /** @type {((inputs?: Error_Receipt_Not_FoundInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Error_Receipt_Not_FoundInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_error_receipt_not_found(inputs)
	return en_error_receipt_not_found(inputs)
});