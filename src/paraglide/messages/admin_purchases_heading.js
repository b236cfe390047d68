/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Purchases_HeadingInputs */

const en_admin_purchases_heading = /** @type {(inputs: Admin_Purchases_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Manage Purchase`)
};

const hi_admin_purchases_heading = /** @type {(inputs: Admin_Purchases_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`खरीद प्रबंधन`)
};

/**
* | output |
* | --- |
* | "Manage Purchase" |
*
* @param {Admin_Purchases_HeadingInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const admin_purchases_heading = /** @type {((inputs?: Admin_Purchases_HeadingInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Purchases_HeadingInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_admin_purchases_heading(inputs)
	return en_admin_purchases_heading(inputs)
});