/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Purchases_Fetch_FailedInputs */

const en_admin_purchases_fetch_failed = /** @type {(inputs: Admin_Purchases_Fetch_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Failed to fetch transactions`)
};

const hi_admin_purchases_fetch_failed = /** @type {(inputs: Admin_Purchases_Fetch_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`लेन-देन की सूची नहीं मिल सकी`)
};

/**
* | output |
* | --- |
* | "Failed to fetch transactions" |
*
* @param {Admin_Purchases_Fetch_FailedInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const admin_purchases_fetch_failed = /** @type {((inputs?: Admin_Purchases_Fetch_FailedInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Purchases_Fetch_FailedInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_admin_purchases_fetch_failed(inputs)
	return en_admin_purchases_fetch_failed(inputs)
});