/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Profile_Current_PasswordInputs */

const en_profile_current_password = /** @type {(inputs: Profile_Current_PasswordInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Current Password`)
};

const hi_profile_current_password = /** @type {(inputs: Profile_Current_PasswordInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`मौजूदा पासवर्ड`)
};

/**
* | output |
* | --- |
* | "Current Password" |
*
* @param {Profile_Current_PasswordInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const profile_current_password = /** @type {((inputs?: Profile_Current_PasswordInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Profile_Current_PasswordInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_profile_current_password(inputs)
	return en_profile_current_password(inputs)
});