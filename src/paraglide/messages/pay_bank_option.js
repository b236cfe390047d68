/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ bank: NonNullable<unknown>, last4: NonNullable<unknown> }} Pay_Bank_OptionInputs */

const en_pay_bank_option = /** @type {(inputs: Pay_Bank_OptionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.bank} (A/c ending ${i?.last4})`)
};

const hi_pay_bank_option = /** @type {(inputs: Pay_Bank_OptionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.bank} (खाता, आख़िरी अंक ${i?.last4})`)
};

/**
* | output |
* | --- |
* | "{bank} (A/c ending {last4})" |
*
* @param {Pay_Bank_OptionInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const pay_bank_option = /** @type {((inputs: Pay_Bank_OptionInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pay_Bank_OptionInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_pay_bank_option(inputs)
	return en_pay_bank_option(inputs)
});