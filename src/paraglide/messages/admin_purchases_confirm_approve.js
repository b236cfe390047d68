/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ purchase: NonNullable<unknown> }} Admin_Purchases_Confirm_ApproveInputs */

const en_admin_purchases_confirm_approve = /** @type {(inputs: Admin_Purchases_Confirm_ApproveInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Approve the purchase of ${i?.purchase}? The tokens leave the remaining supply.`)
};

const hi_admin_purchases_confirm_approve = /** @type {(inputs: Admin_Purchases_Confirm_ApproveInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.purchase} की खरीद मंज़ूर करें? ये टोकन बची हुई सप्लाई से घट जाएँगे।`)
};

/**
* | output |
* | --- |
* | "Approve the purchase of {purchase}? The tokens leave the remaining supply." |
*
* @param {Admin_Purchases_Confirm_ApproveInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const admin_purchases_confirm_approve = /** @type {((inputs: Admin_Purchases_Confirm_ApproveInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Purchases_Confirm_ApproveInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_admin_purchases_confirm_approve(inputs)
	return en_admin_purchases_confirm_approve(inputs)
});