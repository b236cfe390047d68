/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Purchases_RequestsInputs */

const en_admin_purchases_requests = /** @type {(inputs: Admin_Purchases_RequestsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Purchase Requests`)
};

const hi_admin_purchases_requests = /** @type {(inputs: Admin_Purchases_RequestsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`खरीद अनुरोध`)
};

/**
* | output |
* | --- |
* | "Purchase Requests" |
*
* @param {Admin_Purchases_RequestsInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const admin_purchases_requests = /** @type {((inputs?: Admin_Purchases_RequestsInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Purchases_RequestsInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_admin_purchases_requests(inputs)
	return en_admin_purchases_requests(inputs)
});