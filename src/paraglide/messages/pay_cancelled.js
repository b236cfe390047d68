/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Pay_CancelledInputs */

const en_pay_cancelled = /** @type {(inputs: Pay_CancelledInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Payment process cancelled.`)
};

const hi_pay_cancelled = /** @type {(inputs: Pay_CancelledInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`भुगतान की प्रक्रिया रद्द कर दी गई।`)
};

/**
* | output |
* | --- |
* | "Payment process cancelled." |
*
* @param {Pay_CancelledInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const pay_cancelled = /** @type {((inputs?: Pay_CancelledInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pay_CancelledInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_pay_cancelled(inputs)
	return en_pay_cancelled(inputs)
});