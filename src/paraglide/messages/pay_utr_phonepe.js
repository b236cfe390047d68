/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Pay_Utr_PhonepeInputs */

const en_pay_utr_phonepe = /** @type {(inputs: Pay_Utr_PhonepeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`History, open the payment: UTR.`)
};

const hi_pay_utr_phonepe = /** @type {(inputs: Pay_Utr_PhonepeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`History में जाकर भुगतान खोलें: UTR।`)
};

/**
* | output |
* | --- |
* | "History, open the payment: UTR." |
*
* @param {Pay_Utr_PhonepeInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const pay_utr_phonepe = /** @type {((inputs?: Pay_Utr_PhonepeInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pay_Utr_PhonepeInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_pay_utr_phonepe(inputs)
	return en_pay_utr_phonepe(inputs)
});