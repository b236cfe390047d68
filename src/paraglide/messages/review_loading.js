/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Review_LoadingInputs */

const en_review_loading = /** @type {(inputs: Review_LoadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Loading the purchase...`)
};

const hi_review_loading = /** @type {(inputs: Review_LoadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`खरीद लोड हो रही है...`)
};

/**
* | output |
* | --- |
* | "Loading the purchase..." |
*
* @param {Review_LoadingInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const review_loading = /** @type {((inputs?: Review_LoadingInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Review_LoadingInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_review_loading(inputs)
	return en_review_loading(inputs)
});