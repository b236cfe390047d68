/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} News_LoadingInputs */

const en_news_loading = /** @type {(inputs: News_LoadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Loading notifications`)
};

const hi_news_loading = /** @type {(inputs: News_LoadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`सूचनाएं लोड हो रही हैं`)
};

/**
* | output |
* | --- |
* | "Loading notifications" |
*
* @param {News_LoadingInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const news_loading = /** @type {((inputs?: News_LoadingInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<News_LoadingInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_news_loading(inputs)
	return en_news_loading(inputs)
});