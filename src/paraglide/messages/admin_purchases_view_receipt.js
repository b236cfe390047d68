/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Purchases_View_ReceiptInputs */

const en_admin_purchases_view_receipt = /** @type {(inputs: Admin_Purchases_View_ReceiptInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`View Receipt`)
};

const hi_admin_purchases_view_receipt = /** @type {(inputs: Admin_Purchases_View_ReceiptInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`रसीद देखें`)
};

/**
* | output |
* | --- |
* | "View Receipt" |
*
* @param {Admin_Purchases_View_ReceiptInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const admin_purchases_view_receipt = /** @type {((inputs?: Admin_Purchases_View_ReceiptInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Purchases_View_ReceiptInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_admin_purchases_view_receipt(inputs)
	return en_admin_purchases_view_receipt(inputs)
});