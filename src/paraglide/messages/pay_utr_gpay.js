/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Pay_Utr_GpayInputs */

const en_pay_utr_gpay = /** @type {(inputs: Pay_Utr_GpayInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`open the payment from your activity: UPI transaction ID.`)
};

const hi_pay_utr_gpay = /** @type {(inputs: Pay_Utr_GpayInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`अपनी activity में से भुगतान खोलें: UPI transaction ID।`)
};

/**
* | output |
* | --- |
* | "open the payment from your activity: UPI transaction ID." |
*
* @param {Pay_Utr_GpayInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const pay_utr_gpay = /** @type {((inputs?: Pay_Utr_GpayInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pay_Utr_GpayInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_pay_utr_gpay(inputs)
	return en_pay_utr_gpay(inputs)
});