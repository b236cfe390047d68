/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Pay_Proof_TitleInputs */

const en_pay_proof_title = /** @type {(inputs: Pay_Proof_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Submit Transaction Proof`)
};

const hi_pay_proof_title = /** @type {(inputs: Pay_Proof_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ट्रांज़ैक्शन का प्रूफ़ सबमिट करें`)
};

/**
* | output |
* | --- |
* | "Submit Transaction Proof" |
*
* @param {Pay_Proof_TitleInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const pay_proof_title = /** @type {((inputs?: Pay_Proof_TitleInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pay_Proof_TitleInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_pay_proof_title(inputs)
	return en_pay_proof_title(inputs)
});