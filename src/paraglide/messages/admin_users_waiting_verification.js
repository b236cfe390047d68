/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Users_Waiting_VerificationInputs */

const en_admin_users_waiting_verification = /** @type {(inputs: Admin_Users_Waiting_VerificationInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Waiting For Verification`)
};

const hi_admin_users_waiting_verification = /** @type {(inputs: Admin_Users_Waiting_VerificationInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`सत्यापन बाकी`)
};

/**
* | output |
* | --- |
* | "Waiting For Verification" |
*
* @param {Admin_Users_Waiting_VerificationInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const admin_users_waiting_verification = /** @type {((inputs?: Admin_Users_Waiting_VerificationInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Users_Waiting_VerificationInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_admin_users_waiting_verification(inputs)
	return en_admin_users_waiting_verification(inputs)
});