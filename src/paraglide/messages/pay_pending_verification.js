/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Pay_Pending_VerificationInputs */

const en_pay_pending_verification = /** @type {(inputs: Pay_Pending_VerificationInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pending verification`)
};

const hi_pay_pending_verification = /** @type {(inputs: Pay_Pending_VerificationInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`सत्यापन बाकी`)
};

/**
* | output |
* | --- |
* | "Pending verification" |
*
* @param {Pay_Pending_VerificationInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const pay_pending_verification = /** @type {((inputs?: Pay_Pending_VerificationInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pay_Pending_VerificationInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_pay_pending_verification(inputs)
	return en_pay_pending_verification(inputs)
});