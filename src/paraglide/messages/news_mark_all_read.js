/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} News_Mark_All_ReadInputs */

const en_news_mark_all_read = /** @type {(inputs: News_Mark_All_ReadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mark all as read`)
};

const hi_news_mark_all_read = /** @type {(inputs: News_Mark_All_ReadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`सभी को पढ़ा हुआ मार्क करें`)
};

/**
* | output |
* | --- |
* | "Mark all as read" |
*
* @param {News_Mark_All_ReadInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const news_mark_all_read = /** @type {((inputs?: News_Mark_All_ReadInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<News_Mark_All_ReadInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_news_mark_all_read(inputs)
	return en_news_mark_all_read(inputs)
});