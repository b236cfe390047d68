/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Review_CopiedInputs */

const en_review_copied = /** @type {(inputs: Review_CopiedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Copied`)
};

const hi_review_copied = /** @type {(inputs: Review_CopiedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`कॉपी हो गया`)
};

/**
* | output |
* | --- |
* | "Copied" |
*
* @param {Review_CopiedInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const review_copied = /** @type {((inputs?: Review_CopiedInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Review_CopiedInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_review_copied(inputs)
	return en_review_copied(inputs)
});