/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Pay_Details_FailedInputs */

const en_pay_details_failed = /** @type {(inputs: Pay_Details_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Failed to fetch payment details`)
};

const hi_pay_details_failed = /** @type {(inputs: Pay_Details_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`भुगतान का विवरण नहीं मिल सका`)
};

/**
* | output |
* | --- |
* | "Failed to fetch payment details" |
*
* @param {Pay_Details_FailedInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const pay_details_failed = /** @type {((inputs?: Pay_Details_FailedInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pay_Details_FailedInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_pay_details_failed(inputs)
	return en_pay_details_failed(inputs)
});