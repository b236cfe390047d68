/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Pay_Upi_UnavailableInputs */

const en_pay_upi_unavailable = /** @type {(inputs: Pay_Upi_UnavailableInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`UPI payment details are not available.`)
};

const hi_pay_upi_unavailable = /** @type {(inputs: Pay_Upi_UnavailableInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`UPI से भुगतान का विवरण उपलब्ध नहीं है।`)
};

/**
* | output |
* | --- |
* | "UPI payment details are not available." |
*
* @param {Pay_Upi_UnavailableInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const pay_upi_unavailable = /** @type {((inputs?: Pay_Upi_UnavailableInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pay_Upi_UnavailableInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_pay_upi_unavailable(inputs)
	return en_pay_upi_unavailable(inputs)
});