/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Code_BackInputs */

const en_admin_code_back = /** @type {(inputs: Admin_Code_BackInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Back to email and password`)
};

const hi_admin_code_back = /** @type {(inputs: Admin_Code_BackInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ईमेल और पासवर्ड पर वापस जाएँ`)
};

/**
* | output |
* | --- |
* | "Back to email and password" |
*
* @param {Admin_Code_BackInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const admin_code_back = /** @type {((inputs?: Admin_Code_BackInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Code_BackInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_admin_code_back(inputs)
	return en_admin_code_back(inputs)
});