/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Pay_Manual_FailedInputs */

const en_pay_manual_failed = /** @type {(inputs: Pay_Manual_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Failed to submit manual payment.`)
};

const hi_pay_manual_failed = /** @type {(inputs: Pay_Manual_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`मैनुअल भुगतान सबमिट नहीं हो सका।`)
};

/**
* | output |
* | --- |
* | "Failed to submit manual payment." |
*
* @param {Pay_Manual_FailedInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const pay_manual_failed = /** @type {((inputs?: Pay_Manual_FailedInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pay_Manual_FailedInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_pay_manual_failed(inputs)
	return en_pay_manual_failed(inputs)
});