/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Purchases_Reason_PlaceholderInputs */

const en_admin_purchases_reason_placeholder = /** @type {(inputs: Admin_Purchases_Reason_PlaceholderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`e.g. No payment with this UTR reached our account.`)
};

const hi_admin_purchases_reason_placeholder = /** @type {(inputs: Admin_Purchases_Reason_PlaceholderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`जैसे: इस UTR से कोई भुगतान हमारे खाते में नहीं आया।`)
};

/**
* | output |
* | --- |
* | "e.g. No payment with this UTR reached our account." |
*
* @param {Admin_Purchases_Reason_PlaceholderInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const admin_purchases_reason_placeholder = /** @type {((inputs?: Admin_Purchases_Reason_PlaceholderInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Purchases_Reason_PlaceholderInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_admin_purchases_reason_placeholder(inputs)
	return en_admin_purchases_reason_placeholder(inputs)
});