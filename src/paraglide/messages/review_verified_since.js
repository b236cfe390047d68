/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ date: NonNullable<unknown> }} Review_Verified_SinceInputs */

const en_review_verified_since = /** @type {(inputs: Review_Verified_SinceInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Verified since ${i?.date}`)
};

const hi_review_verified_since = /** @type {(inputs: Review_Verified_SinceInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.date} से सत्यापित`)
};

/**
* | output |
* | --- |
* | "Verified since {date}" |
*
* @param {Review_Verified_SinceInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const review_verified_since = /** @type {((inputs: Review_Verified_SinceInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Review_Verified_SinceInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_review_verified_since(inputs)
	return en_review_verified_since(inputs)
});