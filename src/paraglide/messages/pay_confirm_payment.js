/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Pay_Confirm_PaymentInputs */

const en_pay_confirm_payment = /** @type {(inputs: Pay_Confirm_PaymentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Confirm Payment`)
};

const hi_pay_confirm_payment = /** @type {(inputs: Pay_Confirm_PaymentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`भुगतान की पुष्टि करें`)
};

/**
* | output |
* | --- |
* | "Confirm Payment" |
*
* @param {Pay_Confirm_PaymentInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const pay_confirm_payment = /** @type {((inputs?: Pay_Confirm_PaymentInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pay_Confirm_PaymentInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_pay_confirm_payment(inputs)
	return en_pay_confirm_payment(inputs)
});