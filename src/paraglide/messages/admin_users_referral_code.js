/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Users_Referral_CodeInputs */

const en_admin_users_referral_code = /** @type {(inputs: Admin_Users_Referral_CodeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Referral Code`)
};

const hi_admin_users_referral_code = /** @type {(inputs: Admin_Users_Referral_CodeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`रेफ़रल कोड`)
};

/**
* | output |
* | --- |
* | "Referral Code" |
*
* @param {Admin_Users_Referral_CodeInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const admin_users_referral_code = /** @type {((inputs?: Admin_Users_Referral_CodeInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Users_Referral_CodeInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_admin_users_referral_code(inputs)
	return en_admin_users_referral_code(inputs)
});