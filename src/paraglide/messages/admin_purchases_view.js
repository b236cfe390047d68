/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Purchases_ViewInputs */

const en_admin_purchases_view = /** @type {(inputs: Admin_Purchases_ViewInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`View`)
};

const hi_admin_purchases_view = /** @type {(inputs: Admin_Purchases_ViewInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`देखें`)
};

/**
* | output |
* | --- |
* | "View" |
*
* @param {Admin_Purchases_ViewInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const admin_purchases_view = /** @type {((inputs?: Admin_Purchases_ViewInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Purchases_ViewInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_admin_purchases_view(inputs)
	return en_admin_purchases_view(inputs)
});