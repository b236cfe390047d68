/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Review_MemberInputs */

const en_review_member = /** @type {(inputs: Review_MemberInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Member`)
};

const hi_review_member = /** @type {(inputs: Review_MemberInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`सदस्य`)
};

/**
* | output |
* | --- |
* | "Member" |
*
* @param {Review_MemberInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const review_member = /** @type {((inputs?: Review_MemberInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Review_MemberInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_review_member(inputs)
	return en_review_member(inputs)
});