/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} News_Bell_LabelInputs */

const en_news_bell_label = /** @type {(inputs: News_Bell_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Notifications`)
};

const hi_news_bell_label = /** @type {(inputs: News_Bell_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`सूचनाएं`)
};

/**
* | output |
* | --- |
* | "Notifications" |
*
* @param {News_Bell_LabelInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const news_bell_label = /** @type {((inputs?: News_Bell_LabelInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<News_Bell_LabelInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_news_bell_label(inputs)
	return en_news_bell_label(inputs)
});