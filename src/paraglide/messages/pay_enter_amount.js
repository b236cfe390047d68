/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Pay_Enter_AmountInputs */

const en_pay_enter_amount = /** @type {(inputs: Pay_Enter_AmountInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Enter Amount`)
};

const hi_pay_enter_amount = /** @type {(inputs: Pay_Enter_AmountInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`राशि डालें`)
};

/**
* | output |
* | --- |
* | "Enter Amount" |
*
* @param {Pay_Enter_AmountInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const pay_enter_amount = /** @type {((inputs?: Pay_Enter_AmountInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pay_Enter_AmountInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_pay_enter_amount(inputs)
	return en_pay_enter_amount(inputs)
});