/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Purchases_LoadingInputs */

const en_admin_purchases_loading = /** @type {(inputs: Admin_Purchases_LoadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Loading transactions...`)
};

const hi_admin_purchases_loading = /** @type {(inputs: Admin_Purchases_LoadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`लेन-देन लोड हो रहे हैं...`)
};

/**
* | output |
* | --- |
* | "Loading transactions..." |
*
* @param {Admin_Purchases_LoadingInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const admin_purchases_loading = /** @type {((inputs?: Admin_Purchases_LoadingInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Purchases_LoadingInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_admin_purchases_loading(inputs)
	return en_admin_purchases_loading(inputs)
});