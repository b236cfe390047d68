/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Purchases_HistoryInputs */

const en_admin_purchases_history = /** @type {(inputs: Admin_Purchases_HistoryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Purchase History`)
};

const hi_admin_purchases_history = /** @type {(inputs: Admin_Purchases_HistoryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`खरीद इतिहास`)
};

/**
* | output |
* | --- |
* | "Purchase History" |
*
* @param {Admin_Purchases_HistoryInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const admin_purchases_history = /** @type {((inputs?: Admin_Purchases_HistoryInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Purchases_HistoryInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_admin_purchases_history(inputs)
	return en_admin_purchases_history(inputs)
});