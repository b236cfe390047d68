/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Pay_Account_NumberInputs */

const en_pay_account_number = /** @type {(inputs: Pay_Account_NumberInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Account Number`)
};

const hi_pay_account_number = /** @type {(inputs: Pay_Account_NumberInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`खाता नंबर`)
};

/**
* | output |
* | --- |
* | "Account Number" |
*
* @param {Pay_Account_NumberInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const pay_account_number = /** @type {((inputs?: Pay_Account_NumberInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pay_Account_NumberInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_pay_account_number(inputs)
	return en_pay_account_number(inputs)
});