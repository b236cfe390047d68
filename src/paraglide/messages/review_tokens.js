/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Review_TokensInputs */

const en_review_tokens = /** @type {(inputs: Review_TokensInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tokens`)
};

const hi_review_tokens = /** @type {(inputs: Review_TokensInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`टोकन`)
};

/**
* | output |
* | --- |
* | "Tokens" |
*
* @param {Review_TokensInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const review_tokens = /** @type {((inputs?: Review_TokensInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Review_TokensInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_review_tokens(inputs)
	return en_review_tokens(inputs)
});