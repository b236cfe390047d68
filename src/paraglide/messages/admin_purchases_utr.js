/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Purchases_UtrInputs */

const en_admin_purchases_utr = /** @type {(inputs: Admin_Purchases_UtrInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`UTR`)
};

const hi_admin_purchases_utr = /** @type {(inputs: Admin_Purchases_UtrInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`UTR`)
};

/**
* | output |
* | --- |
* | "UTR" |
*
* @param {Admin_Purchases_UtrInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const admin_purchases_utr = /** @type {((inputs?: Admin_Purchases_UtrInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Purchases_UtrInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_admin_purchases_utr(inputs)
	return en_admin_purchases_utr(inputs)
});