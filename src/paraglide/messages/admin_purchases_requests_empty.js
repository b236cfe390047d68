/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Purchases_Requests_EmptyInputs */

const en_admin_purchases_requests_empty = /** @type {(inputs: Admin_Purchases_Requests_EmptyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No pending purchase requests.`)
};

const hi_admin_purchases_requests_empty = /** @type {(inputs: Admin_Purchases_Requests_EmptyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`कोई लंबित खरीद अनुरोध नहीं है।`)
};

/**
* | output |
* | --- |
* | "No pending purchase requests." |
*
* @param {Admin_Purchases_Requests_EmptyInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const admin_purchases_requests_empty = /** @type {((inputs?: Admin_Purchases_Requests_EmptyInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Purchases_Requests_EmptyInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_admin_purchases_requests_empty(inputs)
	return en_admin_purchases_requests_empty(inputs)
});