/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Review_PreviousInputs */

const en_review_previous = /** @type {(inputs: Review_PreviousInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Previous`)
};

const hi_review_previous = /** @type {(inputs: Review_PreviousInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`पिछला`)
};

/**
* | output |
* | --- |
* | "Previous" |
*
* @param {Review_PreviousInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const review_previous = /** @type {((inputs?: Review_PreviousInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Review_PreviousInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_review_previous(inputs)
	return en_review_previous(inputs)
});