/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ name: NonNullable<unknown> }} Pay_PayeeInputs */

const en_pay_payee = /** @type {(inputs: Pay_PayeeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Payee: ${i?.name}`)
};

const hi_pay_payee = /** @type {(inputs: Pay_PayeeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`प्राप्तकर्ता: ${i?.name}`)
};

/**
* | output |
* | --- |
* | "Payee: {name}" |
*
* @param {Pay_PayeeInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const pay_payee = /** @type {((inputs: Pay_PayeeInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pay_PayeeInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_pay_payee(inputs)
	return en_pay_payee(inputs)
});