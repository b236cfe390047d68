/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Pay_Upi_NextInputs */

const en_pay_upi_next = /** @type {(inputs: Pay_Upi_NextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`After paying in your UPI app, press PAY to submit the UTR (the UPI reference number).`)
};

const hi_pay_upi_next = /** @type {(inputs: Pay_Upi_NextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`UPI ऐप में भुगतान करने के बाद, UTR (UPI रेफ़रेंस नंबर) सबमिट करने के लिए "भुगतान करें" दबाएँ।`)
};

/**
* | output |
* | --- |
* | "After paying in your UPI app, press PAY to submit the UTR (the UPI reference number)." |
*
* @param {Pay_Upi_NextInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const pay_upi_next = /** @type {((inputs?: Pay_Upi_NextInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pay_Upi_NextInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_pay_upi_next(inputs)
	return en_pay_upi_next(inputs)
});