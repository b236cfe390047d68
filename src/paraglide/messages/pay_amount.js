/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Pay_AmountInputs */

const en_pay_amount = /** @type {(inputs: Pay_AmountInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Amount`)
};

const hi_pay_amount = /** @type {(inputs: Pay_AmountInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`राशि`)
};

/**
* | output |
* | --- |
* | "Amount" |
*
* @param {Pay_AmountInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const pay_amount = /** @type {((inputs?: Pay_AmountInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pay_AmountInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_pay_amount(inputs)
	return en_pay_amount(inputs)
});