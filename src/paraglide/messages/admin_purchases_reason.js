/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Purchases_ReasonInputs */

const en_admin_purchases_reason = /** @type {(inputs: Admin_Purchases_ReasonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Reason`)
};

const hi_admin_purchases_reason = /** @type {(inputs: Admin_Purchases_ReasonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`कारण`)
};

/**
* | output |
* | --- |
* | "Reason" |
*
* @param {Admin_Purchases_ReasonInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const admin_purchases_reason = /** @type {((inputs?: Admin_Purchases_ReasonInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Purchases_ReasonInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_admin_purchases_reason(inputs)
	return en_admin_purchases_reason(inputs)
});