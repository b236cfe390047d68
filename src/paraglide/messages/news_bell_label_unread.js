/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown> }} News_Bell_Label_UnreadInputs */

const en_news_bell_label_unread = /** @type {(inputs: News_Bell_Label_UnreadInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Notifications, ${i?.count} unread`)
};

const hi_news_bell_label_unread = /** @type {(inputs: News_Bell_Label_UnreadInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`सूचनाएं, ${i?.count} बिना पढ़ी`)
};

/**
* | output |
* | --- |
* | "Notifications, {count} unread" |
*
* @param {News_Bell_Label_UnreadInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const news_bell_label_unread = /** @type {((inputs: News_Bell_Label_UnreadInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<News_Bell_Label_UnreadInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_news_bell_label_unread(inputs)
	return en_news_bell_label_unread(inputs)
});