/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Review_Previous_PurchasesInputs */

const en_review_previous_purchases = /** @type {(inputs: Review_Previous_PurchasesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Previous purchases`)
};

const hi_review_previous_purchases = /** @type {(inputs: Review_Previous_PurchasesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`पिछली खरीदें`)
};

/**
* | output |
* | --- |
* | "Previous purchases" |
*
* @param {Review_Previous_PurchasesInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const review_previous_purchases = /** @type {((inputs?: Review_Previous_PurchasesInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Review_Previous_PurchasesInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_review_previous_purchases(inputs)
	return en_review_previous_purchases(inputs)
});