/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Pay_Bank_Details_LabelInputs */

const en_pay_bank_details_label = /** @type {(inputs: Pay_Bank_Details_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Bank account details`)
};

const hi_pay_bank_details_label = /** @type {(inputs: Pay_Bank_Details_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`बैंक खाते का विवरण`)
};

/**
* | output |
* | --- |
* | "Bank account details" |
*
* @param {Pay_Bank_Details_LabelInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const pay_bank_details_label = /** @type {((inputs?: Pay_Bank_Details_LabelInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pay_Bank_Details_LabelInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_pay_bank_details_label(inputs)
	return en_pay_bank_details_label(inputs)
});