/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Review_PaymentInputs */

const en_review_payment = /** @type {(inputs: Review_PaymentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Payment`)
};

const hi_review_payment = /** @type {(inputs: Review_PaymentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`भुगतान`)
};

/**
* | output |
* | --- |
* | "Payment" |
*
* @param {Review_PaymentInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const review_payment = /** @type {((inputs?: Review_PaymentInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Review_PaymentInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_review_payment(inputs)
	return en_review_payment(inputs)
});