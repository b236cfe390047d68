/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Purchases_RejectInputs */

const en_admin_purchases_reject = /** @type {(inputs: Admin_Purchases_RejectInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Reject`)
};

const hi_admin_purchases_reject = /** @type {(inputs: Admin_Purchases_RejectInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`अस्वीकार करें`)
};

/**
* | output |
* | --- |
* | "Reject" |
*
* @param {Admin_Purchases_RejectInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const admin_purchases_reject = /** @type {((inputs?: Admin_Purchases_RejectInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Purchases_RejectInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_admin_purchases_reject(inputs)
	return en_admin_purchases_reject(inputs)
});