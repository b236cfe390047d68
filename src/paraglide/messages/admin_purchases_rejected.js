/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Purchases_RejectedInputs */

const en_admin_purchases_rejected = /** @type {(inputs: Admin_Purchases_RejectedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Rejected`)
};

const hi_admin_purchases_rejected = /** @type {(inputs: Admin_Purchases_RejectedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`अस्वीकृत`)
};

/**
* | output |
* | --- |
* | "Rejected" |
*
* @param {Admin_Purchases_RejectedInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const admin_purchases_rejected = /** @type {((inputs?: Admin_Purchases_RejectedInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Purchases_RejectedInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_admin_purchases_rejected(inputs)
	return en_admin_purchases_rejected(inputs)
});