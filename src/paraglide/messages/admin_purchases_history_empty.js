/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Purchases_History_EmptyInputs */

const en_admin_purchases_history_empty = /** @type {(inputs: Admin_Purchases_History_EmptyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No purchases found.`)
};

const hi_admin_purchases_history_empty = /** @type {(inputs: Admin_Purchases_History_EmptyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`कोई खरीद नहीं मिली।`)
};

/**
* | output |
* | --- |
* | "No purchases found." |
*
* @param {Admin_Purchases_History_EmptyInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const admin_purchases_history_empty = /** @type {((inputs?: Admin_Purchases_History_EmptyInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Purchases_History_EmptyInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_admin_purchases_history_empty(inputs)
	return en_admin_purchases_history_empty(inputs)
});