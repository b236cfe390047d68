/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Purchases_ApprovedInputs */

const en_admin_purchases_approved = /** @type {(inputs: Admin_Purchases_ApprovedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Approved`)
};

const hi_admin_purchases_approved = /** @type {(inputs: Admin_Purchases_ApprovedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`मंज़ूर`)
};

/**
* | output |
* | --- |
* | "Approved" |
*
* @param {Admin_Purchases_ApprovedInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const admin_purchases_approved = /** @type {((inputs?: Admin_Purchases_ApprovedInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Purchases_ApprovedInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_admin_purchases_approved(inputs)
	return en_admin_purchases_approved(inputs)
});