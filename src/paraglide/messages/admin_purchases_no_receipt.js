/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Purchases_No_ReceiptInputs */

const en_admin_purchases_no_receipt = /** @type {(inputs: Admin_Purchases_No_ReceiptInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No receipt was uploaded.`)
};

const hi_admin_purchases_no_receipt = /** @type {(inputs: Admin_Purchases_No_ReceiptInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`कोई रसीद अपलोड नहीं की गई।`)
};

/**
* | output |
* | --- |
* | "No receipt was uploaded." |
*
* @param {Admin_Purchases_No_ReceiptInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const admin_purchases_no_receipt = /** @type {((inputs?: Admin_Purchases_No_ReceiptInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Purchases_No_ReceiptInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_admin_purchases_no_receipt(inputs)
	return en_admin_purchases_no_receipt(inputs)
});