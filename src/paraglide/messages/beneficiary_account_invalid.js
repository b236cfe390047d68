/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Beneficiary_Account_InvalidInputs */

const en_beneficiary_account_invalid = /** @type {(inputs: Beneficiary_Account_InvalidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Account number must be 9 to 18 digits`)
};

const hi_beneficiary_account_invalid = /** @type {(inputs: Beneficiary_Account_InvalidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`खाता नंबर 9 से 18 अंकों का होना चाहिए`)
};

/**
* | output |
* | --- |
* | "Account number must be 9 to 18 digits" |
*
* @param {Beneficiary_Account_InvalidInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const beneficiary_account_invalid = /** @type {((inputs?: Beneficiary_Account_InvalidInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Beneficiary_Account_InvalidInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_beneficiary_account_invalid(inputs)
	return en_beneficiary_account_invalid(inputs)
});