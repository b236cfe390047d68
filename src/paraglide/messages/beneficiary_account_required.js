/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Beneficiary_Account_RequiredInputs */

const en_beneficiary_account_required = /** @type {(inputs: Beneficiary_Account_RequiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Account number is required`)
};

const hi_beneficiary_account_required = /** @type {(inputs: Beneficiary_Account_RequiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`खाता नंबर ज़रूरी है`)
};

/**
* | output |
* | --- |
* | "Account number is required" |
*
* @param {Beneficiary_Account_RequiredInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const beneficiary_account_required = /** @type {((inputs?: Beneficiary_Account_RequiredInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Beneficiary_Account_RequiredInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_beneficiary_account_required(inputs)
	return en_beneficiary_account_required(inputs)
});