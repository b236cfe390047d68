/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Pay_Transaction_TimeInputs */

const en_pay_transaction_time = /** @type {(inputs: Pay_Transaction_TimeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Transaction time`)
};

const hi_pay_transaction_time = /** @type {(inputs: Pay_Transaction_TimeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`भुगतान का समय`)
};

/**
* | output |
* | --- |
* | "Transaction time" |
*
* @param {Pay_Transaction_TimeInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const pay_transaction_time = /** @type {((inputs?: Pay_Transaction_TimeInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pay_Transaction_TimeInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_pay_transaction_time(inputs)
	return en_pay_transaction_time(inputs)
});