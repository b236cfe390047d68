/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Pay_Bank_UnavailableInputs */

const en_pay_bank_unavailable = /** @type {(inputs: Pay_Bank_UnavailableInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Bank payment details are not available.`)
};

const hi_pay_bank_unavailable = /** @type {(inputs: Pay_Bank_UnavailableInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`बैंक से भुगतान का विवरण उपलब्ध नहीं है।`)
};

/**
* | output |
* | --- |
* | "Bank payment details are not available." |
*
* @param {Pay_Bank_UnavailableInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const pay_bank_unavailable = /** @type {((inputs?: Pay_Bank_UnavailableInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pay_Bank_UnavailableInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_pay_bank_unavailable(inputs)
	return en_pay_bank_unavailable(inputs)
});