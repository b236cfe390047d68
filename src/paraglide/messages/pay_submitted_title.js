/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Pay_Submitted_TitleInputs */

const en_pay_submitted_title = /** @type {(inputs: Pay_Submitted_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Payment submitted`)
};

const hi_pay_submitted_title = /** @type {(inputs: Pay_Submitted_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`भुगतान सबमिट हो गया`)
};

/**
* | output |
* | --- |
* | "Payment submitted" |
*
* @param {Pay_Submitted_TitleInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const pay_submitted_title = /** @type {((inputs?: Pay_Submitted_TitleInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pay_Submitted_TitleInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_pay_submitted_title(inputs)
	return en_pay_submitted_title(inputs)
});