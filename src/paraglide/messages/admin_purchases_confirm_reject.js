/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ purchase: NonNullable<unknown> }} Admin_Purchases_Confirm_RejectInputs */

const en_admin_purchases_confirm_reject = /** @type {(inputs: Admin_Purchases_Confirm_RejectInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Reject the purchase of ${i?.purchase}? This cannot be undone.`)
};

const hi_admin_purchases_confirm_reject = /** @type {(inputs: Admin_Purchases_Confirm_RejectInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.purchase} की खरीद अस्वीकार करें? यह फ़ैसला बदला नहीं जा सकता।`)
};

/**
* | output |
* | --- |
* | "Reject the purchase of {purchase}? This cannot be undone." |
*
* @param {Admin_Purchases_Confirm_RejectInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const admin_purchases_confirm_reject = /** @type {((inputs: Admin_Purchases_Confirm_RejectInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Purchases_Confirm_RejectInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_admin_purchases_confirm_reject(inputs)
	return en_admin_purchases_confirm_reject(inputs)
});