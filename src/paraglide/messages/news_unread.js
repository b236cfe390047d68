/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} News_UnreadInputs */

const en_news_unread = /** @type {(inputs: News_UnreadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Unread`)
};

const hi_news_unread = /** @type {(inputs: News_UnreadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`बिना पढ़ी`)
};

/**
* | output |
* | --- |
* | "Unread" |
*
* @param {News_UnreadInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const news_unread = /** @type {((inputs?: News_UnreadInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<News_UnreadInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_news_unread(inputs)
	return en_news_unread(inputs)
});