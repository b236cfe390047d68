/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Pay_All_In_InrInputs */

const en_pay_all_in_inr = /** @type {(inputs: Pay_All_In_InrInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`All amounts in INR.`)
};

const hi_pay_all_in_inr = /** @type {(inputs: Pay_All_In_InrInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`सभी राशियाँ INR में हैं।`)
};

/**
* | output |
* | --- |
* | "All amounts in INR." |
*
* @param {Pay_All_In_InrInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const pay_all_in_inr = /** @type {((inputs?: Pay_All_In_InrInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pay_All_In_InrInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_pay_all_in_inr(inputs)
	return en_pay_all_in_inr(inputs)
});