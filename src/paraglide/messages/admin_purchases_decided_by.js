/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Purchases_Decided_ByInputs */

const en_admin_purchases_decided_by = /** @type {(inputs: Admin_Purchases_Decided_ByInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Decided By`)
};

const hi_admin_purchases_decided_by = /** @type {(inputs: Admin_Purchases_Decided_ByInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`निर्णयकर्ता`)
};

/**
* | output |
* | --- |
* | "Decided By" |
*
* @param {Admin_Purchases_Decided_ByInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const admin_purchases_decided_by = /** @type {((inputs?: Admin_Purchases_Decided_ByInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Purchases_Decided_ByInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_admin_purchases_decided_by(inputs)
	return en_admin_purchases_decided_by(inputs)
});