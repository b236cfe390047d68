/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Purchases_Reference_NumberInputs */

const en_admin_purchases_reference_number = /** @type {(inputs: Admin_Purchases_Reference_NumberInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Transaction Reference Number:`)
};

const hi_admin_purchases_reference_number = /** @type {(inputs: Admin_Purchases_Reference_NumberInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ट्रांज़ैक्शन रेफ़रेंस नंबर:`)
};

/**
* | output |
* | --- |
* | "Transaction Reference Number:" |
*
* @param {Admin_Purchases_Reference_NumberInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const admin_purchases_reference_number = /** @type {((inputs?: Admin_Purchases_Reference_NumberInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Purchases_Reference_NumberInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_admin_purchases_reference_number(inputs)
	return en_admin_purchases_reference_number(inputs)
});