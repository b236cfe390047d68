/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Nav_Beneficiary_ManageInputs */

const en_nav_beneficiary_manage = /** @type {(inputs: Nav_Beneficiary_ManageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Beneficiary Manage`)
};

const hi_nav_beneficiary_manage = /** @type {(inputs: Nav_Beneficiary_ManageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`लाभार्थी प्रबंधन`)
};

/**
* | output |
* | --- |
* | "Beneficiary Manage" |
*
* @param {Nav_Beneficiary_ManageInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const nav_beneficiary_manage = /** @type {((inputs?: Nav_Beneficiary_ManageInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Nav_Beneficiary_ManageInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_nav_beneficiary_manage(inputs)
	return en_nav_beneficiary_manage(inputs)
});