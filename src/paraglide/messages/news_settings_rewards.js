/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} News_Settings_RewardsInputs */

const en_news_settings_rewards = /** @type {(inputs: News_Settings_RewardsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Referral rewards`)
};

const hi_news_settings_rewards = /** @type {(inputs: News_Settings_RewardsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`रेफ़रल रिवॉर्ड`)
};

/**
* | output |
* | --- |
* | "Referral rewards" |
*
* @param {News_Settings_RewardsInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const news_settings_rewards = /** @type {((inputs?: News_Settings_RewardsInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<News_Settings_RewardsInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_news_settings_rewards(inputs)
	return en_news_settings_rewards(inputs)
});