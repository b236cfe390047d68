/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} News_Mark_All_FailedInputs */

const en_news_mark_all_failed = /** @type {(inputs: News_Mark_All_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your notifications could not be marked as read.`)
};

const hi_news_mark_all_failed = /** @type {(inputs: News_Mark_All_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`आपकी सूचनाओं को पढ़ा हुआ मार्क नहीं किया जा सका।`)
};

/**
* | output |
* | --- |
* | "Your notifications could not be marked as read." |
*
* @param {News_Mark_All_FailedInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const news_mark_all_failed = /** @type {((inputs?: News_Mark_All_FailedInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<News_Mark_All_FailedInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_news_mark_all_failed(inputs)
	return en_news_mark_all_failed(inputs)
});