/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Purchases_Search_PlaceholderInputs */

const en_admin_purchases_search_placeholder = /** @type {(inputs: Admin_Purchases_Search_PlaceholderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Name, mobile, user ID, method or UTR`)
};

const hi_admin_purchases_search_placeholder = /** @type {(inputs: Admin_Purchases_Search_PlaceholderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`नाम, मोबाइल, यूज़र ID, तरीका या UTR`)
};

/**
* | output |
* | --- |
* | "Name, mobile, user ID, method or UTR" |
*
* @param {Admin_Purchases_Search_PlaceholderInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const admin_purchases_search_placeholder = /** @type {((inputs?: Admin_Purchases_Search_PlaceholderInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Purchases_Search_PlaceholderInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_admin_purchases_search_placeholder(inputs)
	return en_admin_purchases_search_placeholder(inputs)
});