/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} History_Search_PlaceholderInputs */

const en_history_search_placeholder = /** @type {(inputs: History_Search_PlaceholderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Search by Transaction ID, Method...`)
};

const hi_history_search_placeholder = /** @type {(inputs: History_Search_PlaceholderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ट्रांज़ैक्शन ID या तरीके से खोजें...`)
};

/**
* | output |
* | --- |
* | "Search by Transaction ID, Method..." |
*
* @param {History_Search_PlaceholderInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const history_search_placeholder = /** @type {((inputs?: History_Search_PlaceholderInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<History_Search_PlaceholderInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_history_search_placeholder(inputs)
	return en_history_search_placeholder(inputs)
});