/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Purchases_Reject_TitleInputs */

const en_admin_purchases_reject_title = /** @type {(inputs: Admin_Purchases_Reject_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Reject Purchase`)
};

const hi_admin_purchases_reject_title = /** @type {(inputs: Admin_Purchases_Reject_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`खरीद अस्वीकार करें`)
};

/**
* | output |
* | --- |
* | "Reject Purchase" |
*
* @param {Admin_Purchases_Reject_TitleInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const admin_purchases_reject_title = /** @type {((inputs?: Admin_Purchases_Reject_TitleInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Purchases_Reject_TitleInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_admin_purchases_reject_title(inputs)
	return en_admin_purchases_reject_title(inputs)
});