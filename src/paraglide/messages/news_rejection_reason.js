/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ reason: NonNullable<unknown> }} News_Rejection_ReasonInputs */

const en_news_rejection_reason = /** @type {(inputs: News_Rejection_ReasonInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Reason: ${i?.reason}`)
};

const hi_news_rejection_reason = /** @type {(inputs: News_Rejection_ReasonInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`कारण: ${i?.reason}`)
};

/**
* | output |
* | --- |
* | "Reason: {reason}" |
*
* @param {News_Rejection_ReasonInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const news_rejection_reason = /** @type {((inputs: News_Rejection_ReasonInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<News_Rejection_ReasonInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_news_rejection_reason(inputs)
	return en_news_rejection_reason(inputs)
});