/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Review_AmountInputs */

const en_review_amount = /** @type {(inputs: Review_AmountInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Amount`)
};

const hi_review_amount = /** @type {(inputs: Review_AmountInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`राशि`)
};

/**
* | output |
* | --- |
* | "Amount" |
*
* @param {Review_AmountInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const review_amount = /** @type {((inputs?: Review_AmountInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Review_AmountInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_review_amount(inputs)
	return en_review_amount(inputs)
});