/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Referral_ReferredInputs */

const en_admin_referral_referred = /** @type {(inputs: Admin_Referral_ReferredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Referred`)
};

const hi_admin_referral_referred = /** @type {(inputs: Admin_Referral_ReferredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`रेफ़र किए`)
};

/**
* | output |
* | --- |
* | "Referred" |
*
* @param {Admin_Referral_ReferredInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const admin_referral_referred = /** @type {((inputs?: Admin_Referral_ReferredInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Referral_ReferredInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_admin_referral_referred(inputs)
	return en_admin_referral_referred(inputs)
});