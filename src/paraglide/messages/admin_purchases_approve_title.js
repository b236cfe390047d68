/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Purchases_Approve_TitleInputs */

const en_admin_purchases_approve_title = /** @type {(inputs: Admin_Purchases_Approve_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Approve Purchase`)
};

const hi_admin_purchases_approve_title = /** @type {(inputs: Admin_Purchases_Approve_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`खरीद मंज़ूर करें`)
};

/**
* | output |
* | --- |
* | "Approve Purchase" |
*
* @param {Admin_Purchases_Approve_TitleInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const admin_purchases_approve_title = /** @type {((inputs?: Admin_Purchases_Approve_TitleInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Purchases_Approve_TitleInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_admin_purchases_approve_title(inputs)
	return en_admin_purchases_approve_title(inputs)
});