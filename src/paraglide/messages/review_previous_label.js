/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Review_Previous_LabelInputs */

const en_review_previous_label = /** @type {(inputs: Review_Previous_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Previous purchase`)
};

const hi_review_previous_label = /** @type {(inputs: Review_Previous_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`पिछली खरीद`)
};

/**
* | output |
* | --- |
* | "Previous purchase" |
*
* @param {Review_Previous_LabelInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const review_previous_label = /** @type {((inputs?: Review_Previous_LabelInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Review_Previous_LabelInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_review_previous_label(inputs)
	return en_review_previous_label(inputs)
});