/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Review_Keys_HintInputs */

const en_review_keys_hint = /** @type {(inputs: Review_Keys_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Keys: J or ↓ next, K or ↑ previous`)
};

const hi_review_keys_hint = /** @type {(inputs: Review_Keys_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`कुंजियाँ: J या ↓ अगली, K या ↑ पिछली`)
};

/**
* | output |
* | --- |
* | "Keys: J or ↓ next, K or ↑ previous" |
*
* @param {Review_Keys_HintInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const review_keys_hint = /** @type {((inputs?: Review_Keys_HintInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Review_Keys_HintInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_review_keys_hint(inputs)
	return en_review_keys_hint(inputs)
});