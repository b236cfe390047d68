/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Pay_Agree_LinkInputs */

const en_pay_agree_link = /** @type {(inputs: Pay_Agree_LinkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`privacy policy`)
};

const hi_pay_agree_link = /** @type {(inputs: Pay_Agree_LinkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`प्राइवेसी पॉलिसी`)
};

/**
* | output |
* | --- |
* | "privacy policy" |
*
* @param {Pay_Agree_LinkInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const pay_agree_link = /** @type {((inputs?: Pay_Agree_LinkInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pay_Agree_LinkInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_pay_agree_link(inputs)
	return en_pay_agree_link(inputs)
});