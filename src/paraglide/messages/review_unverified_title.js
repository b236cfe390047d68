/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Review_Unverified_TitleInputs */

const en_review_unverified_title = /** @type {(inputs: Review_Unverified_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This member is not verified`)
};

const hi_review_unverified_title = /** @type {(inputs: Review_Unverified_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`यह सदस्य सत्यापित नहीं है`)
};

/**
* | output |
* | --- |
* | "This member is not verified" |
*
* @param {Review_Unverified_TitleInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const review_unverified_title = /** @type {((inputs?: Review_Unverified_TitleInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Review_Unverified_TitleInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_review_unverified_title(inputs)
	return en_review_unverified_title(inputs)
});