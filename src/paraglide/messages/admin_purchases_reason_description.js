/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Purchases_Reason_DescriptionInputs */

const en_admin_purchases_reason_description = /** @type {(inputs: Admin_Purchases_Reason_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Optional. The member sees it in their payment history.`)
};

const hi_admin_purchases_reason_description = /** @type {(inputs: Admin_Purchases_Reason_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`वैकल्पिक। सदस्य इसे अपने भुगतान इतिहास में देखेगा।`)
};

/**
* | output |
* | --- |
* | "Optional. The member sees it in their payment history." |
*
* @param {Admin_Purchases_Reason_DescriptionInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const admin_purchases_reason_description = /** @type {((inputs?: Admin_Purchases_Reason_DescriptionInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Purchases_Reason_DescriptionInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_admin_purchases_reason_description(inputs)
	return en_admin_purchases_reason_description(inputs)
});