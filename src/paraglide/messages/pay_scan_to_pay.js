/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ amount: NonNullable<unknown> }} Pay_Scan_To_PayInputs */

const en_pay_scan_to_pay = /** @type {(inputs: Pay_Scan_To_PayInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Scan with any UPI app to pay ${i?.amount}`)
};

const hi_pay_scan_to_pay = /** @type {(inputs: Pay_Scan_To_PayInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.amount} का भुगतान करने के लिए किसी भी UPI ऐप से स्कैन करें`)
};

/**
* | output |
* | --- |
* | "Scan with any UPI app to pay {amount}" |
*
* @param {Pay_Scan_To_PayInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const pay_scan_to_pay = /** @type {((inputs: Pay_Scan_To_PayInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pay_Scan_To_PayInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_pay_scan_to_pay(inputs)
	return en_pay_scan_to_pay(inputs)
});