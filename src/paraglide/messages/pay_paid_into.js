/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ bank: NonNullable<unknown> }} Pay_Paid_IntoInputs */

const en_pay_paid_into = /** @type {(inputs: Pay_Paid_IntoInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Paid into: ${i?.bank}`)
};

const hi_pay_paid_into = /** @type {(inputs: Pay_Paid_IntoInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`जिस खाते में भुगतान किया: ${i?.bank}`)
};

/**
* | output |
* | --- |
* | "Paid into: {bank}" |
*
* @param {Pay_Paid_IntoInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const pay_paid_into = /** @type {((inputs: Pay_Paid_IntoInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pay_Paid_IntoInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_pay_paid_into(inputs)
	return en_pay_paid_into(inputs)
});