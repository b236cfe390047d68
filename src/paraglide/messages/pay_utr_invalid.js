/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Pay_Utr_InvalidInputs */

const en_pay_utr_invalid = /** @type {(inputs: Pay_Utr_InvalidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Please enter a valid UTR (12 digits) or transaction number (16 to 22 letters or digits).`)
};

const hi_pay_utr_invalid = /** @type {(inputs: Pay_Utr_InvalidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`कृपया सही UTR (12 अंक) या ट्रांज़ैक्शन नंबर (16 से 22 अक्षर या अंक) डालें।`)
};

/**
* | output |
* | --- |
* | "Please enter a valid UTR (12 digits) or transaction number (16 to 22 letters or digits)." |
*
* @param {Pay_Utr_InvalidInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const pay_utr_invalid = /** @type {((inputs?: Pay_Utr_InvalidInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pay_Utr_InvalidInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_pay_utr_invalid(inputs)
	return en_pay_utr_invalid(inputs)
});