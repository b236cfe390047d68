/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ date: NonNullable<unknown> }} Review_JoinedInputs */

const en_review_joined = /** @type {(inputs: Review_JoinedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Joined ${i?.date}`)
};

const hi_review_joined = /** @type {(inputs: Review_JoinedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.date} को जुड़े`)
};

/**
* | output |
* | --- |
* | "Joined {date}" |
*
* @param {Review_JoinedInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const review_joined = /** @type {((inputs: Review_JoinedInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Review_JoinedInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_review_joined(inputs)
	return en_review_joined(inputs)
});