/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Purchases_Approve_FailedInputs */

const en_admin_purchases_approve_failed = /** @type {(inputs: Admin_Purchases_Approve_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Failed to approve purchase`)
};

const hi_admin_purchases_approve_failed = /** @type {(inputs: Admin_Purchases_Approve_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`खरीद मंज़ूर नहीं हो सकी`)
};

/**
* | output |
* | --- |
* | "Failed to approve purchase" |
*
* @param {Admin_Purchases_Approve_FailedInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const admin_purchases_approve_failed = /** @type {((inputs?: Admin_Purchases_Approve_FailedInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Purchases_Approve_FailedInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_admin_purchases_approve_failed(inputs)
	return en_admin_purchases_approve_failed(inputs)
});