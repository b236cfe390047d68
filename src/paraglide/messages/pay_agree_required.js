/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Pay_Agree_RequiredInputs */

const en_pay_agree_required = /** @type {(inputs: Pay_Agree_RequiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Please agree to the privacy policy to proceed.`)
};

const hi_pay_agree_required = /** @type {(inputs: Pay_Agree_RequiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`आगे बढ़ने के लिए कृपया प्राइवेसी पॉलिसी से सहमति दें।`)
};

/**
* | output |
* | --- |
* | "Please agree to the privacy policy to proceed." |
*
* @param {Pay_Agree_RequiredInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const pay_agree_required = /** @type {((inputs?: Pay_Agree_RequiredInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pay_Agree_RequiredInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_pay_agree_required(inputs)
	return en_pay_agree_required(inputs)
});