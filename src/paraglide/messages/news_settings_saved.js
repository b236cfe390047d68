/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} News_Settings_SavedInputs */

const en_news_settings_saved = /** @type {(inputs: News_Settings_SavedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Notification settings updated`)
};

const hi_news_settings_saved = /** @type {(inputs: News_Settings_SavedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`सूचना की सेटिंग अपडेट हो गई`)
};

/**
* | output |
* | --- |
* | "Notification settings updated" |
*
* @param {News_Settings_SavedInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const news_settings_saved = /** @type {((inputs?: News_Settings_SavedInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<News_Settings_SavedInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_news_settings_saved(inputs)
	return en_news_settings_saved(inputs)
});