/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Beneficiary_Account_NumberInputs */

const en_beneficiary_account_number = /** @type {(inputs: Beneficiary_Account_NumberInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Account Number`)
};

const hi_beneficiary_account_number = /** @type {(inputs: Beneficiary_Account_NumberInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`खाता नंबर`)
};

/**
* | output |
* | --- |
* | "Account Number" |
*
* @param {Beneficiary_Account_NumberInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const beneficiary_account_number = /** @type {((inputs?: Beneficiary_Account_NumberInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Beneficiary_Account_NumberInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_beneficiary_account_number(inputs)
	return en_beneficiary_account_number(inputs)
});