/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Purchases_ApproveInputs */

const en_admin_purchases_approve = /** @type {(inputs: Admin_Purchases_ApproveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Approve`)
};

const hi_admin_purchases_approve = /** @type {(inputs: Admin_Purchases_ApproveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`मंज़ूर करें`)
};

/**
* | output |
* | --- |
* | "Approve" |
*
* @param {Admin_Purchases_ApproveInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const admin_purchases_approve = /** @type {((inputs?: Admin_Purchases_ApproveInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Purchases_ApproveInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_admin_purchases_approve(inputs)
	return en_admin_purchases_approve(inputs)
});