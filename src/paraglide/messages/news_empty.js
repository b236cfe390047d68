/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} News_EmptyInputs */

const en_news_empty = /** @type {(inputs: News_EmptyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No notifications yet. We will tell you here when your purchase is approved or rejected, or when you earn a referral reward.`)
};

const hi_news_empty = /** @type {(inputs: News_EmptyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`अभी कोई सूचना नहीं है। आपकी खरीद स्वीकृत या अस्वीकार होने पर, या रेफ़रल रिवॉर्ड मिलने पर हम आपको यहां बताएंगे।`)
};

/**
* | output |
* | --- |
* | "No notifications yet. We will tell you here when your purchase is approved or rejected, or when you earn a referral reward." |
*
* @param {News_EmptyInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const news_empty = /** @type {((inputs?: News_EmptyInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<News_EmptyInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_news_empty(inputs)
	return en_news_empty(inputs)
});