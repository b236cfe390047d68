/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Review_FailedInputs */

const en_review_failed = /** @type {(inputs: Review_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Could not load this purchase's details.`)
};

const hi_review_failed = /** @type {(inputs: Review_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`इस खरीद का विवरण लोड नहीं हो सका।`)
};

/**
* | output |
* | --- |
* | "Could not load this purchase's details." |
*
* @param {Review_FailedInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const review_failed = /** @type {((inputs?: Review_FailedInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Review_FailedInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_review_failed(inputs)
	return en_review_failed(inputs)
});