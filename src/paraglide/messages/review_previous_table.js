/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ name: NonNullable<unknown> }} Review_Previous_TableInputs */

const en_review_previous_table = /** @type {(inputs: Review_Previous_TableInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Previous purchases of ${i?.name}`)
};

const hi_review_previous_table = /** @type {(inputs: Review_Previous_TableInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} की पिछली खरीदें`)
};

/**
* | output |
* | --- |
* | "Previous purchases of {name}" |
*
* @param {Review_Previous_TableInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const review_previous_table = /** @type {((inputs: Review_Previous_TableInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Review_Previous_TableInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_review_previous_table(inputs)
	return en_review_previous_table(inputs)
});