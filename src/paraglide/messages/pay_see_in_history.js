/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Pay_See_In_HistoryInputs */

const en_pay_see_in_history = /** @type {(inputs: Pay_See_In_HistoryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`See this order in your payment history`)
};

const hi_pay_see_in_history = /** @type {(inputs: Pay_See_In_HistoryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`इस ऑर्डर को अपने भुगतान इतिहास में देखें`)
};

/**
* | output |
* | --- |
* | "See this order in your payment history" |
*
* @param {Pay_See_In_HistoryInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const pay_see_in_history = /** @type {((inputs?: Pay_See_In_HistoryInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pay_See_In_HistoryInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_pay_see_in_history(inputs)
	return en_pay_see_in_history(inputs)
});