/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ id: NonNullable<unknown> }} Review_Row_LabelInputs */

const en_review_row_label = /** @type {(inputs: Review_Row_LabelInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Review purchase ${i?.id}`)
};

const hi_review_row_label = /** @type {(inputs: Review_Row_LabelInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`खरीद ${i?.id} की समीक्षा करें`)
};

/**
* | output |
* | --- |
* | "Review purchase {id}" |
*
* @param {Review_Row_LabelInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const review_row_label = /** @type {((inputs: Review_Row_LabelInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Review_Row_LabelInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_review_row_label(inputs)
	return en_review_row_label(inputs)
});