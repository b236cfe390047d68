/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Sa_Transactions_Search_PlaceholderInputs */

const en_sa_transactions_search_placeholder = /** @type {(inputs: Sa_Transactions_Search_PlaceholderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Order no., name, mobile, user ID, method or UTR`)
};

const hi_sa_transactions_search_placeholder = /** @type {(inputs: Sa_Transactions_Search_PlaceholderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ऑर्डर नं., नाम, मोबाइल, यूज़र ID, तरीका या UTR`)
};

/**
* | output |
* | --- |
* | "Order no., name, mobile, user ID, method or UTR" |
*
* @param {Sa_Transactions_Search_PlaceholderInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const sa_transactions_search_placeholder = /** @type {((inputs?: Sa_Transactions_Search_PlaceholderInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Sa_Transactions_Search_PlaceholderInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_sa_transactions_search_placeholder(inputs)
	return en_sa_transactions_search_placeholder(inputs)
});