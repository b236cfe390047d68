/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ amount: NonNullable<unknown> }} Pay_Qr_TitleInputs */

const en_pay_qr_title = /** @type {(inputs: Pay_Qr_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`UPI QR code to pay ${i?.amount}`)
};

const hi_pay_qr_title = /** @type {(inputs: Pay_Qr_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.amount} के भुगतान के लिए UPI QR कोड`)
};

/**
* | output |
* | --- |
* | "UPI QR code to pay {amount}" |
*
* @param {Pay_Qr_TitleInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const pay_qr_title = /** @type {((inputs: Pay_Qr_TitleInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pay_Qr_TitleInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_pay_qr_title(inputs)
	return en_pay_qr_title(inputs)
});