/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Review_Next_LabelInputs */

const en_review_next_label = /** @type {(inputs: Review_Next_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Next purchase`)
};

const hi_review_next_label = /** @type {(inputs: Review_Next_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`अगली खरीद`)
};

/**
* | output |
* | --- |
* | "Next purchase" |
*
* @param {Review_Next_LabelInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const review_next_label = /** @type {((inputs?: Review_Next_LabelInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Review_Next_LabelInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_review_next_label(inputs)
	return en_review_next_label(inputs)
});