/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} News_View_OrderInputs */

const en_news_view_order = /** @type {(inputs: News_View_OrderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`View order`)
};

const hi_news_view_order = /** @type {(inputs: News_View_OrderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ऑर्डर देखें`)
};

/**
* | output |
* | --- |
* | "View order" |
*
* @param {News_View_OrderInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const news_view_order = /** @type {((inputs?: News_View_OrderInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<News_View_OrderInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_news_view_order(inputs)
	return en_news_view_order(inputs)
});