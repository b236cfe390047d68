/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Pay_Agree_Required_UpiInputs */

const en_pay_agree_required_upi = /** @type {(inputs: Pay_Agree_Required_UpiInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Please agree to the privacy & policy to proceed.`)
};

const hi_pay_agree_required_upi = /** @type {(inputs: Pay_Agree_Required_UpiInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`आगे बढ़ने के लिए कृपया प्राइवेसी पॉलिसी से सहमति दें।`)
};

/**
* | output |
* | --- |
* | "Please agree to the privacy & policy to proceed." |
*
* @param {Pay_Agree_Required_UpiInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const pay_agree_required_upi = /** @type {((inputs?: Pay_Agree_Required_UpiInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pay_Agree_Required_UpiInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_pay_agree_required_upi(inputs)
	return en_pay_agree_required_upi(inputs)
});