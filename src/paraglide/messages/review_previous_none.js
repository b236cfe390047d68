/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Review_Previous_NoneInputs */

const en_review_previous_none = /** @type {(inputs: Review_Previous_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No other purchases.`)
};

const hi_review_previous_none = /** @type {(inputs: Review_Previous_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`कोई और खरीद नहीं।`)
};

/**
* | output |
* | --- |
* | "No other purchases." |
*
* @param {Review_Previous_NoneInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const review_previous_none = /** @type {((inputs?: Review_Previous_NoneInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Review_Previous_NoneInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_review_previous_none(inputs)
	return en_review_previous_none(inputs)
});