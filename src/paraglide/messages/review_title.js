/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ id: NonNullable<unknown> }} Review_TitleInputs */

const en_review_title = /** @type {(inputs: Review_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Review purchase ${i?.id}`)
};

const hi_review_title = /** @type {(inputs: Review_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`खरीद ${i?.id} की समीक्षा`)
};

/**
* | output |
* | --- |
* | "Review purchase {id}" |
*
* @param {Review_TitleInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const review_title = /** @type {((inputs: Review_TitleInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Review_TitleInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_review_title(inputs)
	return en_review_title(inputs)
});