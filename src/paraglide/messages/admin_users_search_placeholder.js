/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Users_Search_PlaceholderInputs */

const en_admin_users_search_placeholder = /** @type {(inputs: Admin_Users_Search_PlaceholderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Name, email, mobile or referral code`)
};

const hi_admin_users_search_placeholder = /** @type {(inputs: Admin_Users_Search_PlaceholderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`नाम, ईमेल, मोबाइल या रेफ़रल कोड`)
};

/**
* | output |
* | --- |
* | "Name, email, mobile or referral code" |
*
* @param {Admin_Users_Search_PlaceholderInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const admin_users_search_placeholder = /** @type {((inputs?: Admin_Users_Search_PlaceholderInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Users_Search_PlaceholderInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_admin_users_search_placeholder(inputs)
	return en_admin_users_search_placeholder(inputs)
});