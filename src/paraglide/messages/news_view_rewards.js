/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} News_View_RewardsInputs */

const en_news_view_rewards = /** @type {(inputs: News_View_RewardsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`View Refer & Earn`)
};

const hi_news_view_rewards = /** @type {(inputs: News_View_RewardsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`रेफ़र करें और कमाएँ देखें`)
};

/**
* | output |
* | --- |
* | "View Refer & Earn" |
*
* @param {News_View_RewardsInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const news_view_rewards = /** @type {((inputs?: News_View_RewardsInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<News_View_RewardsInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_news_view_rewards(inputs)
	return en_news_view_rewards(inputs)
});