/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Pay_Manual_SubmittedInputs */

const en_pay_manual_submitted = /** @type {(inputs: Pay_Manual_SubmittedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`MANUAL payment submitted successfully.`)
};

const hi_pay_manual_submitted = /** @type {(inputs: Pay_Manual_SubmittedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`मैनुअल भुगतान सबमिट हो गया।`)
};

/**
* | output |
* | --- |
* | "MANUAL payment submitted successfully." |
*
* @param {Pay_Manual_SubmittedInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const pay_manual_submitted = /** @type {((inputs?: Pay_Manual_SubmittedInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pay_Manual_SubmittedInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_pay_manual_submitted(inputs)
	return en_pay_manual_submitted(inputs)
});