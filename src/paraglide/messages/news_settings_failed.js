/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} News_Settings_FailedInputs */

const en_news_settings_failed = /** @type {(inputs: News_Settings_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your notification settings could not be saved.`)
};

const hi_news_settings_failed = /** @type {(inputs: News_Settings_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`आपकी सूचना की सेटिंग सेव नहीं हो सकी।`)
};

/**
* | output |
* | --- |
* | "Your notification settings could not be saved." |
*
* @param {News_Settings_FailedInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const news_settings_failed = /** @type {((inputs?: News_Settings_FailedInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<News_Settings_FailedInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_news_settings_failed(inputs)
	return en_news_settings_failed(inputs)
});