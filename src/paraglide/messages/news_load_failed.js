/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} News_Load_FailedInputs */

const en_news_load_failed = /** @type {(inputs: News_Load_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your notifications could not be loaded.`)
};

const hi_news_load_failed = /** @type {(inputs: News_Load_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`आपकी सूचनाएं लोड नहीं हो सकीं।`)
};

/**
* | output |
* | --- |
* | "Your notifications could not be loaded." |
*
* @param {News_Load_FailedInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const news_load_failed = /** @type {((inputs?: News_Load_FailedInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<News_Load_FailedInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_news_load_failed(inputs)
	return en_news_load_failed(inputs)
});