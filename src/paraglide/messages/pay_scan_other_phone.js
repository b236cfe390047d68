/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Pay_Scan_Other_PhoneInputs */

const en_pay_scan_other_phone = /** @type {(inputs: Pay_Scan_Other_PhoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Paying from another phone? Scan this code.`)
};

const hi_pay_scan_other_phone = /** @type {(inputs: Pay_Scan_Other_PhoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`किसी दूसरे फ़ोन से भुगतान कर रहे हैं? यह कोड स्कैन करें।`)
};

/**
* | output |
* | --- |
* | "Paying from another phone? Scan this code." |
*
* @param {Pay_Scan_Other_PhoneInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const pay_scan_other_phone = /** @type {((inputs?: Pay_Scan_Other_PhoneInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pay_Scan_Other_PhoneInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_pay_scan_other_phone(inputs)
	return en_pay_scan_other_phone(inputs)
});