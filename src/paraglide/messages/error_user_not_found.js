/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Error_User_Not_FoundInputs */

const en_error_user_not_found = /** @type {(inputs: Error_User_Not_FoundInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`User not found.`)
};

const hi_error_user_not_found = /** @type {(inputs: Error_User_Not_FoundInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`यूज़र नहीं मिला।`)
};

/**
* | output |
* | --- |
* | "User not found." |
*
* @param {Error_User_Not_FoundInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const error_user_not_found = /** @type {((inputs?: Error_User_Not_FoundInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Error_User_Not_FoundInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_error_user_not_found(inputs)
	return en_error_user_not_found(inputs)
});