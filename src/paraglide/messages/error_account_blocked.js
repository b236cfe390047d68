/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Error_Account_BlockedInputs */

const en_error_account_blocked = /** @type {(inputs: Error_Account_BlockedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your account is blocked. Please contact support.`)
};

const hi_error_account_blocked = /** @type {(inputs: Error_Account_BlockedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`आपका खाता ब्लॉक कर दिया गया है। कृपया सपोर्ट से संपर्क करें।`)
};

/**
* | output |
* | --- |
* | "Your account is blocked. Please contact support." |
*
* @param {Error_Account_BlockedInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const error_account_blocked = /** @type {((inputs?: Error_Account_BlockedInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Error_Account_BlockedInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_error_account_blocked(inputs)
	return en_error_account_blocked(inputs)
});