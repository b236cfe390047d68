/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ amount: NonNullable<unknown> }} Pay_Bank_IntroInputs */

const en_pay_bank_intro = /** @type {(inputs: Pay_Bank_IntroInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Transfer ${i?.amount} to the account below by NEFT, RTGS or IMPS, then press PAY to send the transaction proof.`)
};

const hi_pay_bank_intro = /** @type {(inputs: Pay_Bank_IntroInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`नीचे दिए गए खाते में NEFT, RTGS या IMPS से ${i?.amount} ट्रांसफ़र करें, फिर ट्रांज़ैक्शन का प्रूफ़ भेजने के लिए "भुगतान करें" दबाएँ।`)
};

/**
* | output |
* | --- |
* | "Transfer {amount} to the account below by NEFT, RTGS or IMPS, then press PAY to send the transaction proof." |
*
* @param {Pay_Bank_IntroInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const pay_bank_intro = /** @type {((inputs: Pay_Bank_IntroInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pay_Bank_IntroInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_pay_bank_intro(inputs)
	return en_pay_bank_intro(inputs)
});