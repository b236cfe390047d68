/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Error_Current_Password_WrongInputs */

const en_error_current_password_wrong = /** @type {(inputs: Error_Current_Password_WrongInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your current password is incorrect.`)
};

const hi_error_current_password_wrong = /** @type {(inputs: Error_Current_Password_WrongInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`आपका मौजूदा पासवर्ड गलत है।`)
};

/**
* | output |
* | --- |
* | "Your current password is incorrect." |
*
* @param {Error_Current_Password_WrongInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const error_current_password_wrong = /** @type {((inputs?: Error_Current_Password_WrongInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Error_Current_Password_WrongInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_error_current_password_wrong(inputs)
	return en_error_current_password_wrong(inputs)
});