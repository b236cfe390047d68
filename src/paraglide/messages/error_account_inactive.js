/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Error_Account_InactiveInputs */

const en_error_account_inactive = /** @type {(inputs: Error_Account_InactiveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your account is inactive. Please contact support.`)
};

const hi_error_account_inactive = /** @type {(inputs: Error_Account_InactiveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`आपका खाता निष्क्रिय है। कृपया सपोर्ट से संपर्क करें।`)
};

/**
* | output |
* | --- |
* | "Your account is inactive. Please contact support." |
*
* @param {Error_Account_InactiveInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const error_account_inactive = /** @type {((inputs?: Error_Account_InactiveInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Error_Account_InactiveInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_error_account_inactive(inputs)
	return en_error_account_inactive(inputs)
});