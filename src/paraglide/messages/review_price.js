/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Review_PriceInputs */

const en_review_price = /** @type {(inputs: Review_PriceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Price`)
};

const hi_review_price = /** @type {(inputs: Review_PriceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`मूल्य`)
};

/**
* | output |
* | --- |
* | "Price" |
*
* @param {Review_PriceInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const review_price = /** @type {((inputs?: Review_PriceInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Review_PriceInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_review_price(inputs)
	return en_review_price(inputs)
});