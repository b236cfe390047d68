/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Review_VerifiedInputs */

const en_review_verified = /** @type {(inputs: Review_VerifiedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Verified`)
};

const hi_review_verified = /** @type {(inputs: Review_VerifiedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`सत्यापित`)
};

/**
* | output |
* | --- |
* | "Verified" |
*
* @param {Review_VerifiedInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const review_verified = /** @type {((inputs?: Review_VerifiedInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Review_VerifiedInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_review_verified(inputs)
	return en_review_verified(inputs)
});