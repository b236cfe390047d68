/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Review_MethodInputs */

const en_review_method = /** @type {(inputs: Review_MethodInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Method`)
};

const hi_review_method = /** @type {(inputs: Review_MethodInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`तरीका`)
};

/**
* | output |
* | --- |
* | "Method" |
*
* @param {Review_MethodInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const review_method = /** @type {((inputs?: Review_MethodInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Review_MethodInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_review_method(inputs)
	return en_review_method(inputs)
});