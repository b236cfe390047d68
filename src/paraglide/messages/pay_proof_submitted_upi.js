/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Pay_Proof_Submitted_UpiInputs */

const en_pay_proof_submitted_upi = /** @type {(inputs: Pay_Proof_Submitted_UpiInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`UPI proof submitted successfully.`)
};

const hi_pay_proof_submitted_upi = /** @type {(inputs: Pay_Proof_Submitted_UpiInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`UPI भुगतान का प्रूफ़ सबमिट हो गया।`)
};

/**
* | output |
* | --- |
* | "UPI proof submitted successfully." |
*
* @param {Pay_Proof_Submitted_UpiInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const pay_proof_submitted_upi = /** @type {((inputs?: Pay_Proof_Submitted_UpiInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pay_Proof_Submitted_UpiInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_pay_proof_submitted_upi(inputs)
	return en_pay_proof_submitted_upi(inputs)
});