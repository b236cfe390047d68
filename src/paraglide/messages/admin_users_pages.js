/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Users_PagesInputs */

const en_admin_users_pages = /** @type {(inputs: Admin_Users_PagesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Users pages`)
};

const hi_admin_users_pages = /** @type {(inputs: Admin_Users_PagesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`यूज़र सूची के पेज`)
};

/**
* | output |
* | --- |
* | "Users pages" |
*
* @param {Admin_Users_PagesInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const admin_users_pages = /** @type {((inputs?: Admin_Users_PagesInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Users_PagesInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_admin_users_pages(inputs)
	return en_admin_users_pages(inputs)
});