/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Pay_Tab_BankInputs */

const en_pay_tab_bank = /** @type {(inputs: Pay_Tab_BankInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Banking`)
};

const hi_pay_tab_bank = /** @type {(inputs: Pay_Tab_BankInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`बैंकिंग`)
};

/**
* | output |
* | --- |
* | "Banking" |
*
* @param {Pay_Tab_BankInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const pay_tab_bank = /** @type {((inputs?: Pay_Tab_BankInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pay_Tab_BankInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_pay_tab_bank(inputs)
	return en_pay_tab_bank(inputs)
});