/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Profile_Password_RequiredInputs */

const en_profile_password_required = /** @type {(inputs: Profile_Password_RequiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Please enter you current password`)
};

const hi_profile_password_required = /** @type {(inputs: Profile_Password_RequiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`कृपया अपना मौजूदा पासवर्ड डालें`)
};

/**
* | output |
* | --- |
* | "Please enter you current password" |
*
* @param {Profile_Password_RequiredInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const profile_password_required = /** @type {((inputs?: Profile_Password_RequiredInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Profile_Password_RequiredInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_profile_password_required(inputs)
	return en_profile_password_required(inputs)
});