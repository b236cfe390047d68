/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Error_Account_Not_ActiveInputs */

const en_error_account_not_active = /** @type {(inputs: Error_Account_Not_ActiveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your account is not active. Please contact support.`)
};

const hi_error_account_not_active = /** @type {(inputs: Error_Account_Not_ActiveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`आपका खाता सक्रिय नहीं है। कृपया सपोर्ट से संपर्क करें।`)
};

/**
* | output |
* | --- |
* | "Your account is not active. Please contact support." |
*
* @param {Error_Account_Not_ActiveInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const error_account_not_active = /** @type {((inputs?: Error_Account_Not_ActiveInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Error_Account_Not_ActiveInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_error_account_not_active(inputs)
	return en_error_account_not_active(inputs)
});