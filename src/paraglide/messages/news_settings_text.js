/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} News_Settings_TextInputs */

const en_news_settings_text = /** @type {(inputs: News_Settings_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Choose how we tell you when your purchase is approved or rejected and when you earn a referral reward. One-time codes are always sent, whatever you choose here.`)
};

const hi_news_settings_text = /** @type {(inputs: News_Settings_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`चुनें कि आपकी खरीद स्वीकृत या अस्वीकार होने पर और रेफ़रल रिवॉर्ड मिलने पर हम आपको कैसे बताएं। OTP हमेशा भेजे जाते हैं, चाहे आप यहां कुछ भी चुनें।`)
};

/**
* | output |
* | --- |
* | "Choose how we tell you when your purchase is approved or rejected and when you earn a referral reward. One-time codes are always sent, whatever you choose here." |
*
* @param {News_Settings_TextInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const news_settings_text = /** @type {((inputs?: News_Settings_TextInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<News_Settings_TextInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_news_settings_text(inputs)
	return en_news_settings_text(inputs)
});