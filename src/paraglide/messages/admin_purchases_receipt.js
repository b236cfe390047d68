/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Purchases_ReceiptInputs */

const en_admin_purchases_receipt = /** @type {(inputs: Admin_Purchases_ReceiptInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Receipt`)
};

const hi_admin_purchases_receipt = /** @type {(inputs: Admin_Purchases_ReceiptInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`रसीद`)
};

/**
* | output |
* | --- |
* | "Receipt" |
*
* @param {Admin_Purchases_ReceiptInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const admin_purchases_receipt = /** @type {((inputs?: Admin_Purchases_ReceiptInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Purchases_ReceiptInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_admin_purchases_receipt(inputs)
	return en_admin_purchases_receipt(inputs)
});