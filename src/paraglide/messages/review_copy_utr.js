/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Review_Copy_UtrInputs */

const en_review_copy_utr = /** @type {(inputs: Review_Copy_UtrInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Copy UTR`)
};

const hi_review_copy_utr = /** @type {(inputs: Review_Copy_UtrInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`UTR कॉपी करें`)
};

/**
* | output |
* | --- |
* | "Copy UTR" |
*
* @param {Review_Copy_UtrInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const review_copy_utr = /** @type {((inputs?: Review_Copy_UtrInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Review_Copy_UtrInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_review_copy_utr(inputs)
	return en_review_copy_utr(inputs)
});