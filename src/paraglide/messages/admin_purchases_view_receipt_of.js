/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ id: NonNullable<unknown> }} Admin_Purchases_View_Receipt_OfInputs */

const en_admin_purchases_view_receipt_of = /** @type {(inputs: Admin_Purchases_View_Receipt_OfInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`View receipt of ${i?.id}`)
};

const hi_admin_purchases_view_receipt_of = /** @type {(inputs: Admin_Purchases_View_Receipt_OfInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.id} की रसीद देखें`)
};

/**
* | output |
* | --- |
* | "View receipt of {id}" |
*
* @param {Admin_Purchases_View_Receipt_OfInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const admin_purchases_view_receipt_of = /** @type {((inputs: Admin_Purchases_View_Receipt_OfInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Purchases_View_Receipt_OfInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_admin_purchases_view_receipt_of(inputs)
	return en_admin_purchases_view_receipt_of(inputs)
});