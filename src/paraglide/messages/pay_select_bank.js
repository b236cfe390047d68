/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Pay_Select_BankInputs */

const en_pay_select_bank = /** @type {(inputs: Pay_Select_BankInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Select Bank`)
};

const hi_pay_select_bank = /** @type {(inputs: Pay_Select_BankInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`बैंक चुनें`)
};

/**
* | output |
* | --- |
* | "Select Bank" |
*
* @param {Pay_Select_BankInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const pay_select_bank = /** @type {((inputs?: Pay_Select_BankInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pay_Select_BankInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_pay_select_bank(inputs)
	return en_pay_select_bank(inputs)
});