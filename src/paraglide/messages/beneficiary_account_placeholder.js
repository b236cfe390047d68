/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Beneficiary_Account_PlaceholderInputs */

const en_beneficiary_account_placeholder = /** @type {(inputs: Beneficiary_Account_PlaceholderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`9 to 18 digits`)
};

const hi_beneficiary_account_placeholder = /** @type {(inputs: Beneficiary_Account_PlaceholderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`9 से 18 अंक`)
};

/**
* | output |
* | --- |
* | "9 to 18 digits" |
*
* @param {Beneficiary_Account_PlaceholderInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const beneficiary_account_placeholder = /** @type {((inputs?: Beneficiary_Account_PlaceholderInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Beneficiary_Account_PlaceholderInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_beneficiary_account_placeholder(inputs)
	return en_beneficiary_account_placeholder(inputs)
});