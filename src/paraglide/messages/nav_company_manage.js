/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Nav_Company_ManageInputs */

const en_nav_company_manage = /** @type {(inputs: Nav_Company_ManageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Company Manage`)
};

const hi_nav_company_manage = /** @type {(inputs: Nav_Company_ManageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`कंपनी प्रबंधन`)
};

/**
* | output |
* | --- |
* | "Company Manage" |
*
* @param {Nav_Company_ManageInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const nav_company_manage = /** @type {((inputs?: Nav_Company_ManageInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Nav_Company_ManageInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_nav_company_manage(inputs)
	return en_nav_company_manage(inputs)
});