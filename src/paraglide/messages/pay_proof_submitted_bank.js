/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Pay_Proof_Submitted_BankInputs */

const en_pay_proof_submitted_bank = /** @type {(inputs: Pay_Proof_Submitted_BankInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`BANK proof submitted successfully.`)
};

const hi_pay_proof_submitted_bank = /** @type {(inputs: Pay_Proof_Submitted_BankInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`बैंक ट्रांसफ़र का प्रूफ़ सबमिट हो गया।`)
};

/**
* | output |
* | --- |
* | "BANK proof submitted successfully." |
*
* @param {Pay_Proof_Submitted_BankInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const pay_proof_submitted_bank = /** @type {((inputs?: Pay_Proof_Submitted_BankInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pay_Proof_Submitted_BankInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_pay_proof_submitted_bank(inputs)
	return en_pay_proof_submitted_bank(inputs)
});