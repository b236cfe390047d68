/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} News_TitleInputs */

const en_news_title = /** @type {(inputs: News_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Notifications`)
};

const hi_news_title = /** @type {(inputs: News_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`सूचनाएं`)
};

/**
* | output |
* | --- |
* | "Notifications" |
*
* @param {News_TitleInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const news_title = /** @type {((inputs?: News_TitleInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<News_TitleInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_news_title(inputs)
	return en_news_title(inputs)
});