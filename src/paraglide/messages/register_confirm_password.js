/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Register_Confirm_PasswordInputs */

const en_register_confirm_password = /** @type {(inputs: Register_Confirm_PasswordInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Confirm Password`)
};

const hi_register_confirm_password = /** @type {(inputs: Register_Confirm_PasswordInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`पासवर्ड की पुष्टि`)
};

/**
* | output |
* | --- |
* | "Confirm Password" |
*
* @param {Register_Confirm_PasswordInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const register_confirm_password = /** @type {((inputs?: Register_Confirm_PasswordInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Register_Confirm_PasswordInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_register_confirm_password(inputs)
	return en_register_confirm_password(inputs)
});