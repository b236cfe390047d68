/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ n: NonNullable<unknown>, total: NonNullable<unknown> }} Review_PositionInputs */

const en_review_position = /** @type {(inputs: Review_PositionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.n} of ${i?.total} on this page`)
};

const hi_review_position = /** @type {(inputs: Review_PositionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`इस पेज पर ${i?.total} में से ${i?.n}`)
};

/**
* | output |
* | --- |
* | "{n} of {total} on this page" |
*
* @param {Review_PositionInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const review_position = /** @type {((inputs: Review_PositionInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Review_PositionInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_review_position(inputs)
	return en_review_position(inputs)
});