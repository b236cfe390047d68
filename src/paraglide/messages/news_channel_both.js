/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} News_Channel_BothInputs */

const en_news_channel_both = /** @type {(inputs: News_Channel_BothInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Email and SMS`)
};

const hi_news_channel_both = /** @type {(inputs: News_Channel_BothInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ईमेल और SMS`)
};

/**
* | output |
* | --- |
* | "Email and SMS" |
*
* @param {News_Channel_BothInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const news_channel_both = /** @type {((inputs?: News_Channel_BothInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<News_Channel_BothInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_news_channel_both(inputs)
	return en_news_channel_both(inputs)
});