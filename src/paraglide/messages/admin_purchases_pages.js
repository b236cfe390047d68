/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Purchases_PagesInputs */

const en_admin_purchases_pages = /** @type {(inputs: Admin_Purchases_PagesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Purchases pages`)
};

const hi_admin_purchases_pages = /** @type {(inputs: Admin_Purchases_PagesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`खरीद सूची के पेज`)
};

/**
* | output |
* | --- |
* | "Purchases pages" |
*
* @param {Admin_Purchases_PagesInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const admin_purchases_pages = /** @type {((inputs?: Admin_Purchases_PagesInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Purchases_PagesInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_admin_purchases_pages(inputs)
	return en_admin_purchases_pages(inputs)
});