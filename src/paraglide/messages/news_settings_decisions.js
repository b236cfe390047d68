/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} News_Settings_DecisionsInputs */

const en_news_settings_decisions = /** @type {(inputs: News_Settings_DecisionsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Purchase approvals and rejections`)
};

const hi_news_settings_decisions = /** @type {(inputs: News_Settings_DecisionsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`खरीद की स्वीकृति और अस्वीकृति`)
};

/**
* | output |
* | --- |
* | "Purchase approvals and rejections" |
*
* @param {News_Settings_DecisionsInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const news_settings_decisions = /** @type {((inputs?: News_Settings_DecisionsInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<News_Settings_DecisionsInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_news_settings_decisions(inputs)
	return en_news_settings_decisions(inputs)
});